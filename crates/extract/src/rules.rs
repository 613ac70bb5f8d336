//! The rules, as data: each a named entry with its stage, whose turns it
//! reads, its pattern, what it yields, and at least three example sentences
//! of our own in different wordings (plus sentences it must not match).
//! One interpreter ([`RuleSet`]) runs them; the tests run every example.
//!
//! Patterns are case-insensitive unless they turn it off with `(?-i)`. No
//! rule, word list or example quotes an evaluation suite: a test checks the
//! examples against the suites shipped beside the project.

use std::sync::{LazyLock, OnceLock};

use memoir_core::Cue;
use regex::{Captures, Regex, RegexBuilder, RegexSet, RegexSetBuilder};

/// Careers and services one leaves as a whole ("left teaching", "left
/// the fire service"), shared by the rule that ends a job and the one
/// that files it as a job.
macro_rules! careers_left {
    () => {
        "medicine|teaching|nursing|law|the police|the army|the navy|the raf|the forces|the military|the marines|academia|retail|hospitality|banking|journalism|accountancy|the nhs|the civil service|the force|the fire service|the fire brigade|the ambulance service|the prison service|the post office|the railways"
    };
}

/// The words for a job, shared by the rules that name one ("I'm a night
/// nurse", "as a paralegal, …"): a macro so `concat!` can build patterns
/// from it at compile time.
macro_rules! job_nouns {
    () => {
        "sales rep|cpa|ceo|cto|cfo|coo|gp|hca|emt|bookkeeper|comptroller|sales representative|sales assistant|admin assistant|administrative assistant|office assistant|personal assistant|care assistant|healthcare assistant|classroom assistant|lab assistant|research assistant|dental assistant|salesman|saleswoman|account manager|ward clerk|lab technician|dental nurse|vet nurse|care worker|support worker|youth worker|train driver|bus driver|flight attendant|cabin crew|dog walker|headteacher|head teacher|line cook|prep cook|head cook|short-order cook|deputy head|assistant head|principal|postman|postwoman|postie|posty|sparky|sparkie|brickie|tradie|courier|builder|roofer|joiner|plasterer|decorator|gardener|hairdresser|butcher|waiter|waitress|bartender|cashier|shop assistant|teaching assistant|caretaker|porter|security guard|soldier|police officer|policeman|policewoman|instructor|social worker|civil servant|estate agent|copywriter|editor|nurse|teacher|engineer|developer|dev|devs|doctor|lawyer|accountant|designer|chef|electrician|plumber|architect|pharmacist|paramedic|vet|dentist|manager|controller|director|coordinator|administrator|executive|specialist|supervisor|consultant|analyst|barista|driver|carpenter|journalist|writer|researcher|scientist|programmer|librarian|firefighter|officer|midwife|physiotherapist|physio|therapist|translator|photographer|mechanic|farmer|baker|pilot|surgeon|solicitor|tutor|lecturer|professor|radiographer|paralegal|recruiter|cleaner|carer|receptionist|welder|fitter|machinist|labourer|scaffolder|tiler|bricklayer|glazier|locksmith|upholsterer|seamstress|tailor|nanny|childminder|optician|optometrist|podiatrist|surveyor|actuary|auditor|banker|economist|dietitian|nutritionist|technician|fisherman|miner|ranger|sonographer|phlebotomist"
    };
}

/// The words for a job, for the readers outside this module
/// ("pharmacist at Boots here" is a self-introduction).
pub(crate) const JOB_NOUNS: &str = job_nouns!();

/// The words for a place to live ("a two-bed", "a bedsit", "our own
/// house"), shared by the forms of `lives_in` that name one.
macro_rules! dwelling_nouns {
    () => {
        r"place|house|flat|home|cottage|bungalow|apartment|terrace|semi|room|studio|maisonette|farmhouse|condo|townhouse|bedsit|flatshare|houseshare|[\w]+-bed(?:room)?(?:ed)?(?: flat| house| place)?"
    };
}

/// Subjects one studies ("doing pharmacology", "reading history"),
/// shared by the forms of `study` that name one.
macro_rules! subject_nouns {
    () => {
        "chemistry|physics|biology|biochemistry|maths|mathematics|statistics|law|medicine|pharmacology|pharmacy|nursing|midwifery|dentistry|veterinary science|history|geography|english|english literature|economics|psychology|sociology|philosophy|politics|engineering|computer science|computing|architecture|fine art|music|drama|french|spanish|german|classics|theology|accounting|accountancy|business studies|marketing|neuroscience|zoology|geology|anthropology|linguistics|journalism|film studies|media studies|sports science|physiotherapy|social work|criminology|astrophysics|genetics|nutrition|graphic design|fashion design|animation|game design|[a-z]+ sciences?"
    };
}

/// A number past twelve said in words, as a voice transcript spells it
/// ("thirty-four", "flat fourteen", "nine hundred and twenty"): a value,
/// as its digits would be.
/// Languages a speaker learns or speaks, by name.
macro_rules! languages {
    () => {
        "french|spanish|german|italian|portuguese|japanese|mandarin|chinese|cantonese|korean|arabic|russian|dutch|polish|greek|turkish|hindi|welsh|irish|gaelic|swedish|norwegian|danish|finnish|czech|hebrew|urdu|swahili|tagalog|vietnamese|thai"
    };
}

macro_rules! spoken_number {
    () => {
        concat!("(?:", spoken_tens!(), "|hundred|thousand)")
    };
}

/// 13 to 99 in words: "fourteen", "sixty-two" (an age, a flat, a bus).
macro_rules! spoken_tens {
    () => {
        r"(?:thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?)"
    };
}

/// When a rule runs, in the order the extractor runs them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// "forget …", "remember that …": act instead of being stored.
    Command,
    /// Clauses not worth keeping: questions, thanks, greetings, …
    Skip,
    /// Corrections: in the same breath, "I said X but meant Y", or a clause
    /// that corrects the one before.
    Correction,
    /// What the wording says about change: a retraction or a change.
    Cue,
    /// Which attribute a statement fills.
    Slot,
    /// How long a statement holds.
    Scope,
    /// Taking up what the assistant suggested, or turning it down.
    Reply,
    /// In the assistant's turn: a suggestion the user may take up.
    Suggestion,
    /// Who speaks when no subject is said ("Sold the bike last week").
    Subject,
    /// After cues and "it" are resolved: whether what is left can be
    /// understood alone.
    Salience,
    /// Run by name only, with conditions a pattern cannot say (how many
    /// content words, whether anything was named before): a short clause
    /// about an "it" nothing resolves.
    Standalone,
}

/// Why a clause is not kept, for the filter's report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SkipReason {
    Question,
    Backchannel,
    Greeting,
    Thanks,
    Exclamation,
    ToListener,
    Hedge,
    /// "Let me know how it goes", "keep it up": said to the listener.
    Imperative,
    /// "It means a lot", "the food was amazing": a reaction, no content.
    Evaluation,
    /// "I'm so excited", "feeling motivated": a passing mood.
    Mood,
    /// "Relief, excitement, some anxiety": no verb, no subject.
    Fragment,
    /// "It's one of my favourites": a subject that cannot be understood
    /// alone, and no value that could.
    Unresolved,
    /// "We got this", "I totally agree": no word that says anything.
    Vague,
    /// "Back when I lived in Dundee, …": the time of what follows, said as
    /// its setting, not as news of now.
    Setting,
    /// "One guest has a sesame allergy": someone neither named nor related
    /// to the speaker, and nothing of the speaker's said.
    SomeoneElse,
}

/// How long a temporary statement holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Window {
    /// "this week", "next weekend", "today", "tomorrow".
    Named,
    /// "for six weeks", "for the next ten days".
    Duration,
    /// "until Thursday", "till the 3rd".
    Until,
    /// "as a kid", "at school", "years ago": a state that held then and
    /// is told as over.
    Past,
}

/// What a rule yields when it matches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Yield {
    /// Forget what the `rest` group names.
    Forget,
    /// Remember the `rest` group.
    Remember,
    Skip(SkipReason),
    /// "A, sorry, B": a correction in the same breath (a marker).
    InlineCorrection,
    /// "I said `wrong` but meant `right`".
    Restate,
    Cue(Cue),
    /// The attribute a statement fills (a name in the core catalogue).
    Slot(&'static str),
    Scope(Window),
    Accept,
    Decline,
    Suggestion,
    /// The clause leaves out its subject, the speaker: "[I] sold the bike".
    ImpliedSpeaker,
    /// Run by name: the extractor rewrites what it matches into the usual
    /// wording ("Aditi (my partner)" → "my partner Aditi").
    Rewrite,
}

/// Which speaker's turns a rule reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Speakers {
    /// The user or another named person.
    Person,
    Assistant,
}

/// One rule.
#[derive(Debug)]
pub struct Rule {
    pub name: &'static str,
    pub stage: Stage,
    pub speakers: Speakers,
    pub pattern: &'static str,
    /// The rule does not apply where this matches.
    pub unless: Option<&'static str>,
    pub yields: Yield,
    /// Sentences of our own it matches (at least three, worded apart).
    pub examples: &'static [&'static str],
    /// Sentences it must not match.
    pub counter: &'static [&'static str],
}

use Speakers::{Assistant, Person};
use Stage::*;

const fn rule(
    name: &'static str,
    stage: Stage,
    pattern: &'static str,
    yields: Yield,
    examples: &'static [&'static str],
) -> Rule {
    Rule {
        name,
        stage,
        speakers: Person,
        pattern,
        unless: None,
        yields,
        examples,
        counter: &[],
    }
}

/// Every rule, in the order they are tried within a stage.
pub static RULES: &[Rule] = &[
    // ---- commands -------------------------------------------------------
    Rule {
        unless: Some(
            r"^(?:oh\s+|just\s+|ah\s+)*forget (?:it|about it)\b|^(?:please\s+)?(?:don't|do not) forget\b",
        ),
        counter: &[
            "I always forget my umbrella",
            "forget it, it doesn't matter",
            "don't forget I'm vegan",
        ],
        ..rule(
            "forget",
            Command,
            r"^(?:[^,]{1,30},\s+please\s+|please\s+|can you\s+|could you\s+|you can\s+|just\s+|and\s+|also\s+|oh\s+|actually\s+)*(?:forget|delete|erase|remove|scrap|scrub|purge|clear|wipe|drop|don't remember|do not remember|stop remembering|don't keep|do not keep|don't hold on ?to|do not hold on ?to|don't hang on ?to|do not hang on ?to|don't keep hold of|let go of|no need to remember|don't store|do not store|don't save|do not save)\b\s*(?:(?:everything|anything|whatever|all) (?:(?:i (?:said|told you|mentioned)|you (?:have|know|hold|keep|remember|got|'ve got|have got)(?: stored| saved| down)?) )?(?:about|on)|all (?:of )?that about|the bit about|the part about|the stuff about|what i (?:said|told you|mentioned) about|i (?:said|told you|mentioned) (?:anything )?about|anything to do with|the fact that|about|that)?\s*(?P<rest>.*?)(?:,?\s+(?:on|in|from) (?:the |your |my )?(?:record|records|file|files|memory|notes|system)|,?\s+anywhere|,?\s+any ?more|,?\s+from now on|,?\s+going forward)?(?:,?\s+(?:wipe|delete|erase|scrap|bin|remove|forget|drop|lose|ditch) (?:that|it|this)(?: please)?)?[.!]*\s*$",
            Yield::Forget,
            &[
                "forget what I told you about my ex",
                "please delete everything about the car loan",
                "please delete anything you have about my landlord",
                "wipe whatever you know about Gemma",
                "erase everything you've got on the old job",
                "just drop the part about my knee op",
                "don't keep anything about my diagnosis",
                "please don't hold onto my old address",
                "delete my old mobile number from your records",
                "don't store my date of birth anywhere, scrap that",
                "forget my ex's address, bin it",
                "don't hang on to my old landline number any more",
                "can you scrub my address from your memory",
                "please purge my old work email from your notes",
                "clear everything you've got on my divorce",
                "we've split, please don't keep anything about Jade",
            ],
        )
    },
    Rule {
        // A question asks what is remembered; "can you remember that …?" is
        // a request, whatever its question mark.
        unless: Some(
            r"^remember (?:when|how|what|the time|that time)\b|^(?:can|could|will|would|do|did) you (?:still )?(?:remember|recall) (?:what|when|how|if|whether|who|where|which|the)\b|^(?:remember|note|keep|save|log|jot|write|make|don't|do)\b.*\?$|^(?:and\s+|also\s+)?(?:remember|don't forget|do not forget) to \w+",
        ),
        counter: &[
            "I remember my first bike",
            // Advice to do something is no fact to keep.
            "don't forget to stretch after a run",
            "and remember to drink plenty of water",
            "do not forget to back up the photos",
            "remember when we went to Skye?",
            "can you remember what I said about the boiler?",
            "do you remember if I told you her name?",
        ],
        ..rule(
            "remember",
            Command,
            r"^(?:please\s+|can you\s+|could you\s+|will you\s+|would you\s+|also\s+|and\s+)*(?:remember|note|keep in mind|make a note|make a note of|save|log|jot down|write down|don't forget|do not forget)\b,?\s*(?:that\s+)?(?P<rest>.+)$",
            Yield::Remember,
            &[
                "remember I take my coffee black",
                "please note that Mondays are my day off",
                "keep in mind my brother is coeliac",
                "don't forget that I'm lactose intolerant",
                "jot down that the boiler code is F22",
                "please log that my bike is a Brompton",
                "can you remember that the wifi password is on the fridge?",
                "could you note that my next check-up is in March?",
                "will you keep in mind that Ola can't do Fridays?",
            ],
        )
    },
    // "can you call me Beth from now on?": how to address the speaker is
    // a standing request, kept, not a question passed over.
    rule(
        "call_me",
        Command,
        r"^(?:oh\s+|and\s+|so\s+|please\s+|can you\s+|could you\s+|will you\s+|would you\s+|just\s+)+(?P<rest>call me (?-i:[A-Z])[\w'-]+.*?)[?\s]*$",
        Yield::Remember,
        &[
            "can you call me Beth from now on?",
            "could you call me Mo, please",
            "will you just call me Priya",
        ],
    ),
    // "can you give me temperatures in Fahrenheit", "talk a bit slower",
    // "answer me in Welsh from now on": how the user wants to be answered,
    // a standing request kept as said. Only a request about a setting
    // (units, speed, language, a reminder, a briefing) or said to last.
    Rule {
        counter: &[
            "can you give me a recipe for lasagne",
            "could you remind me what time it is",
            "please talk me through the steps",
            "do those reminders help you switch off?",
            "keep the receipt for the returns",
            "make it a double please",
        ],
        ..rule(
            "standing_request",
            Command,
            r"^(?:oh\s+|and\s+|so\s+|please\s+|can you\s+|could you\s+|will you\s+|would you\s+|you can\s+|just\s+|let's\s+|can we\s+|from now on,?\s+|from today,?\s+|in future,?\s+)*(?P<rest>(?:give me|answer me|answer|reply|respond|talk|speak|write|use|switch to|switch|go back to|put|drop|remind me|show me|send me|move|change|keep|make)\b[^?]*?\b(?:temperatures?|units|(?:answers?|replies|responses|it) (?:short|shorter|brief|briefer|concise|long|longer|detailed|simple|simpler)|celsius|fahrenheit|centigrade|metric|imperial|miles|kilometres|kilometers|km|stone|kilos|pounds|speed|slower|faster|more slowly|more quickly|louder|quieter|in (?:english|spanish|french|german|italian|portuguese|welsh|irish|polish|dutch|arabic|hindi|urdu|mandarin|cantonese|japanese|korean)|briefing|reminders?|from now on|from today|every (?:morning|day|evening|night|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|each (?:morning|day|evening)|always)\b[^?]*?)(?:,?\s+please)?[?\s.!]*$",
            Yield::Remember,
            &[
                "can you give me distances in kilometres from now on",
                "could you talk a bit more slowly please",
                "please answer me in Welsh",
                "let's switch to metric for recipes",
                "can you remind me about the bins every Thursday evening",
                "go back to normal speed please",
                "keep your answers short from now on please",
                "make your replies shorter, a couple of lines",
                "please keep it brief in future",
            ],
        )
    },
    // ---- clauses not worth keeping -------------------------------------
    // "I moved it where?", "she's marrying who?": a question put at the
    // end of a statement's words, whatever the statement's shape.
    Rule {
        counter: &["I know where", "that's how", "we moved to Derby in May?"],
        ..rule(
            "asks_at_the_end",
            Skip,
            r"\b(?:where|when|what|who|whom|why|how|which|whose)\s*\?\s*$",
            Yield::Skip(SkipReason::Question),
            &[
                "I moved it where?",
                "you said the party is when?",
                "she's marrying who?",
            ],
        )
    },
    Rule {
        counter: &[
            "I asked how the trains run",
            "we know where we're going",
            "apparently I'm gluten intolerant now?",
            "my sister's in Leeds now?",
            "the doctor says I've got asthma now?",
            "I've gone off tea?",
            "we moved to Derby in May?",
            "I've just started Pilates?",
        ],
        // A statement said with a rise, as voice transcripts write it: the
        // speaker or theirs, and a "now"; or the speaker's own news, a deed
        // said straight after "I" or "we" with no comma before the rise.
        unless: Some(
            r"^(?:apparently,? |so |and )?(?:(?:the|my) (?:doctor|gp|consultant|dentist|vet|nurse|physio|specialist|optician) (?:says|said|reckons|thinks) )?(?:i'm|i am|i've|i have|my|we're|we've)\b[^?]*\b(?:now|anymore|any more|these days|nowadays)\?\s*$|^(?:so |and |well )?(?:i've|i have|we've|we have|i|we) (?:just |finally |actually |recently |kind of |sort of )?(?:gone off|started|stopped|quit|moved|switched|swapped|joined|left|sold|bought|adopted|finished|packed in|given up|gave up|taken up|took up|signed up|split up|broken up|broke up|become|became|retired)\b[^?,]*\?\s*$",
        ),
        ..rule(
            "question",
            Skip,
            r"\?\s*$|^(?:can|could|would|will)(?:\s|$)|^(?:what|what's|whats|where|where's|when|who|who's|why|how|how's|which|should|shall|do you|did you|does|is there|are there|any idea|any tips|any ideas|remind me|tell me|is it|are you|have you|got any)\b",
            Yield::Skip(SkipReason::Question),
            &[
                "what time does the market open",
                "any idea how long soup keeps?",
                "remind me what I said about the boiler",
            ],
        )
    },
    Rule {
        counter: &[
            "okay so I moved to Leith",
            "sure, I'll be in Rome",
            "finally moved into the new flat",
        ],
        ..rule(
            "backchannel",
            Skip,
            r"^(?:ok(?:ay)?|thanks?(?: you)?(?: so much)?|cheers|perfect|great|cool|nice|sure|right|yeah|yep|yes|no|nope|lol|haha+|got it|sounds good|fair enough|love it|awesome|brilliant|lovely|alright|exactly|true|totally|definitely|of course|no worries|all good|good to know|makes sense|will do|noted|i see|ah+|wow|hmm+|mm+ ?hmm|okay then|ha|oh|finally|at (?:long )?last|indeed|absolutely|hopefully|fingers crossed|touch wood|so far so good)(?:[\s,!.]+(?:thanks|thank you|then|cheers|mate|great|perfect|good|so much|again))*[\s!.,]*$",
            Yield::Skip(SkipReason::Backchannel),
            &[
                "cheers, thanks",
                "makes sense",
                "okay then",
                "mm hmm",
                "finally!",
                "at long last",
                "fingers crossed, then",
            ],
        )
    },
    Rule {
        counter: &["good morning walks are my thing"],
        ..rule(
            "greeting",
            Skip,
            r"^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening|night)|bye|goodbye|see you|see ya|talk (?:soon|later)|take care|have a (?:good|great|nice) (?:one|day|night|evening|weekend)|nice to (?:meet|see|hear from) you|how are you|how's it going|long time no see)(?:[\s,]+(?:to you|of yourself|again|everyone|all|mate|there|then|soon|next week|tomorrow|later|for now|(?-i:[A-Z][a-z]+)))*[\s!.,]*$",
            Yield::Skip(SkipReason::Greeting),
            &[
                "good morning to you",
                "take care of yourself",
                "see you next week",
                "nice to hear from you again",
            ],
        )
    },
    // "Just wanted to say hi!", "I only wanted to check in": a greeting
    // said as a wish.
    Rule {
        counter: &[
            "I just wanted to say I got the job",
            "I only wanted to check in my bag",
            "just wanted to say hi to my old teacher while I was in Leeds",
        ],
        unless: Some(r"\b(?:my|our|got|bag|luggage)\b"),
        ..rule(
            "greeting_as_a_wish",
            Skip,
            r"^(?:i )?(?:just |only |really )?(?:wanted|want|wanna|thought i'?d|popping in|popped in|dropping by)(?: to)? (?:say (?:hi|hello|hey)|check in|check up on you|touch base|drop (?:you )?a (?:line|note)|see how you(?:'re| are) (?:doing|getting on))\b",
            Yield::Skip(SkipReason::Greeting),
            &[
                "just wanted to say hi!",
                "I only wanted to check in",
                "thought I'd drop you a line",
                "I wanted to touch base",
            ],
        )
    },
    Rule {
        counter: &["I thank my mum for my cooking"],
        ..rule(
            "thanks",
            Skip,
            r"^(?:thanks|thank you|many thanks|much appreciated|(?:really |truly |so )?appreciate (?:it|that|you|the|our|your|all|every|everything)|i (?:really |truly )?appreciate)\b",
            Yield::Skip(SkipReason::Thanks),
            &[
                "thanks for the tip about the ferry",
                "thank you so much for all your help",
                "I really appreciate you checking",
                "really appreciate all the advice",
                "appreciate our chats so much",
            ],
        )
    },
    // "Yay Priya!": a cheer with the listener's name, nothing more.
    rule(
        "cheer_with_name",
        Skip,
        r"^(?:woo-?hoo+|wo+w|ya+y|hooray|hurray|omg|aww*|ooh+|yess+|go on)[,!]?\s+(?-i:[A-Z][a-z]+)[\s.!]*$",
        Yield::Skip(SkipReason::Exclamation),
        &["Yay Priya!", "woohoo Marcus!!", "Aww, Leila."],
    ),
    Rule {
        counter: &[
            "that's my favourite bakery",
            "wowed by the new bridge, I cycled over it",
        ],
        unless: Some(r"^(?:that|it)(?:'s| is) (?:my|our)\b"),
        ..rule(
            "exclamation",
            Skip,
            r"^(?:wow|whoa|woah|omg|oh my (?:god|gosh)|yay|congrats|congratulations|well done|good for you|good job|nice one|how (?:cool|nice|lovely|exciting|fun|awesome|amazing|sweet|wonderful)|what a (?:\w+ )?(?:idea|story|day|shame|relief|pity)|that(?:'s| is| sounds| looks| seems| must be| must have been)(?: like)?(?: so| really| super| very| pretty| totally| such| an?)* (?:great|awesome|amazing|cool|fun|lovely|nice|wonderful|fantastic|brilliant|exciting|interesting|sweet|beautiful|incredible|good|hilarious|funny|sad|tough|hard|rough|impressive|inspiring|fair|true|right|perfect|stunning|gorgeous|scary|crazy|wild|special|great idea|good idea|plan|experience|blast)|that(?:'s| is| sounds| looks| seems)(?: so| really| super| very| truly)+ [a-z]+|sounds (?:great|good|fun|amazing|lovely|like a plan|like fun)|so (?:cool|nice|great|happy for you|proud of you)|love (?:that|this|it)|glad (?:to hear|you|it)|i'm (?:so )?(?:glad|happy|sorry) (?:to hear|for you|you|that you)|keep (?:it up|going|up the)|you got this|good luck)\b",
            Yield::Skip(SkipReason::Exclamation),
            &[
                "wow, that looks incredible",
                "congrats on the new role",
                "that's so peaceful and calm",
                "that sounds really restful",
                "that looks super cosy",
                "that sounds really lovely",
                "I'm so glad to hear that",
            ],
        )
    },
    Rule {
        unless: Some(r"\b(?:i|i'm|i've|i'd|i'll|we|we're|we've)\b|\b(?:call|address) me\b"),
        counter: &[
            "you know I hate mushrooms, my partner loves them",
            "you can just call me Sasha, all my friends do",
            "you could address me as Dr Hale",
            "your best bet is to call me Mo",
        ],
        ..rule(
            "to_listener",
            Skip,
            r"^(?:you|you're|youre|you've|you'd|you'll|your|yours)\b",
            Yield::Skip(SkipReason::ToListener),
            &[
                "you should totally try it",
                "your garden looks amazing",
                "you've been a great help",
            ],
        )
    },
    // "You can see some of the books I've read": the listener pointed at
    // something shown, whatever the speaker's words inside it.
    Rule {
        counter: &[
            "you know I hate mushrooms",
            "I can see the sea from my flat",
        ],
        ..rule(
            "what_you_can_see",
            Skip,
            r"^(?:and |so |here )?you can (?:just |really |probably |kind of |sort of )?(?:see|tell|spot|hear|make out)\b",
            Yield::Skip(SkipReason::ToListener),
            &[
                "You can see the books I've read on the top shelf",
                "you can tell we've been busy",
                "you can just make out my house on the left",
            ],
        )
    },
    // "Sorry I haven't been around", "so sorry for the slow reply": an
    // apology to the listener for the talk itself.
    Rule {
        counter: &[
            "sorry to say we've split up",
            "I'm sorry I missed Gran's funeral",
        ],
        ..rule(
            "apology_to_listener",
            Skip,
            r"^(?:(?:man|oh|aw|ah|gosh),? )?(?:so |really |very )?sorry,? (?:i|i've|i'm|i was|i haven't|i hadn't|i didn't|for|about|that i|we|we've|it took|it's taken|to hear)\b|^(?:i'm|i am) (?:so |really |very |truly )?sorry (?:to hear|for your|about)\b",
            Yield::Skip(SkipReason::ToListener),
            &[
                "Sorry I haven't been around much",
                "so sorry for the slow reply",
                "sorry I went quiet on you last week",
                "really sorry it took me ages to answer",
                "man, sorry to hear that",
                "I'm so sorry about your grandad",
            ],
        )
    },
    // "I'll keep you posted", "will let you know how it goes": a promise
    // to the listener about the talk, not a fact.
    Rule {
        counter: &[
            "I'll let you know my new address once I have it",
            "I kept the receipts for you",
        ],
        unless: Some(r"\bmy (?:new )?(?:address|number|email|details)\b"),
        ..rule(
            "promise_to_listener",
            Skip,
            r"\b(?:keep|kept|keeping) you (?:posted|updated|in the loop|informed)\b|\b(?:let|letting) you know\b|\bfill you in\b|\b(?:tell|show) you (?:all )?(?:about it|more|how it goes|everything|about (?:this|that|something|what|the thing))\b",
            Yield::Skip(SkipReason::ToListener),
            &[
                "I'll keep you updated on which one I choose",
                "will let you know how the interview goes",
                "I'll fill you in at the weekend",
                "can't wait to tell you all about it",
                "gotta tell you about this thing at work",
                "I need to tell you about something",
                "wanted to show you about that thing I mentioned",
            ],
        )
    },
    // "since we last spoke", "ages since we caught up": the conversation
    // speaking of itself, where "we" is the speaker and the listener.
    Rule {
        unless: Some(
            r"\b(?:talked|spoke|chatted|caught up) (?:about|with|to|on)\b|\b(?:i|i've|i'm|my|our)\b|\bwe(?:'ve| have|'d| had)? (?:had|got|moved|bought|sold|adopted|married|lost|welcomed|split)\b",
        ),
        counter: &[
            "since we last spoke I've moved to Derry",
            "we've had a little boy since we last talked",
            "since we caught up we got a puppy, Rolo",
            "our Jess got married since we last chatted",
            "we talked to the landlord about the damp",
            "my wife and I caught up with old friends in Leeds",
            "we chatted about moving to Spain",
        ],
        ..rule(
            "about_our_talk",
            Skip,
            r"\b(?:since|when|last time|the last time) we (?:\w+ )?(?:talked|spoke|chatted|caught up|saw each ?other|messaged|texted|last (?:talked|spoke|chatted))\b|^(?:\w+ )?we (?:last |just |finally )?(?:talked|spoke|chatted|caught up)[\s.!,]*$",
            Yield::Skip(SkipReason::ToListener),
            &[
                "it's been ages since we last spoke",
                "loads has happened since we caught up",
                "so much has changed since we chatted in May",
                "glad we finally caught up!",
            ],
        )
    },
    // "Haven't seen you since we last talked", "I've missed our chats":
    // the speaker and the listener apart, said to the listener.
    Rule {
        counter: &[
            "I haven't seen my brother since March",
            "you haven't met my sister yet",
            "I missed the bus this morning",
        ],
        ..rule(
            "missing_the_listener",
            Skip,
            r"\b(?:haven't|hasn't|hadn't|have not|not|never) (?:\w+ )?(?:seen|heard from|talked to|spoken to|caught up with|chatted (?:to|with)) (?:you|ya|u)\b|\bmiss(?:ed)? (?:you|our (?:chats|talks)|talking to you)\b",
            Yield::Skip(SkipReason::ToListener),
            &[
                "I haven't seen you in ages",
                "haven't heard from you since March",
                "I've missed our chats",
                "not really talked to you for weeks",
            ],
        )
    },
    // "it's been four months", "it has been weeks now": how long something
    // has gone on, said after it, is no thing with a length.
    Rule {
        counter: &[
            "it's been three years since I quit smoking",
            "it's been a year of my life I won't get back",
        ],
        ..rule(
            "time_gone_by",
            Skip,
            r"^(?:and |but |so |honestly |already |i mean )?it(?:'s| has| had|'d) (?:now |already |nearly |almost |just |honestly )?been (?:over |nearly |almost |about |around |more than |less than |only |just )?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of|several|many|literally|actual)? ?(?:days?|weeks?|months?|years?|hours?|fortnights?|ages|forever|donkey's years)(?: now| already| so far| and counting| at least)?[\s.!,]*$",
            Yield::Skip(SkipReason::Vague),
            &[
                "it's been four months",
                "and it has been weeks now!",
                "honestly it's been ages.",
                "it's nearly been a year already",
            ],
        )
    },
    // "something crazy happened at work": that something happened, and
    // nothing of what.
    Rule {
        counter: &[
            "something happened to my knee, it's in a brace now",
            "my car happened to break down",
            "something came up with the boiler so I've booked a plumber",
        ],
        unless: Some(r"\b(?:happened|came up|went down|going on)\b.*\b(?:so|because|and|but)\b|,"),
        ..rule(
            "something_happened",
            Skip,
            r"^(?:guess what[,!.]? |so |and |oh )?(?:something|anything|stuff) (?:\w+ ){0,2}(?:happened|came up|went down|is going on|has been going on)\b",
            Yield::Skip(SkipReason::Vague),
            &[
                "something wild happened at work today",
                "something came up",
                "so something really funny happened yesterday!",
            ],
        )
    },
    // "I can only imagine how tiring that was": the speaker pictures what
    // the listener told, which says nothing of the speaker.
    Rule {
        unless: Some(r"\b(?:myself|ourselves)\b"),
        counter: &[
            "I can picture myself living by the sea",
            "I can't imagine eating meat again",
        ],
        ..rule(
            "picturing_the_listeners_news",
            Skip,
            r"^(?:i|we) can (?:just |only |totally |really |so )?(?:imagine|picture)\b",
            Yield::Skip(SkipReason::ToListener),
            &[
                "I can only imagine how tiring that was",
                "I can just picture the kids' faces",
                "we can totally imagine the view from up there",
            ],
        )
    },
    Rule {
        unless: Some(r"\b(?:i|i'm|i've|i'd|i'll|my|me|we|we're|our|us)\b"),
        counter: &["you know my brother Sol, he's moved"],
        ..rule(
            "about_the_listener",
            Skip,
            r"\b(?:you|your|you're|yours|yourself|ya)\b",
            Yield::Skip(SkipReason::ToListener),
            &[
                "got your back",
                "hope the interview goes well for you",
                "so proud of what you've built",
            ],
        )
    },
    Rule {
        // "I told you I moved": a statement of the speaker's follows.
        unless: Some(concat!(
            r"\b(?:my|our|mine)\b|\byou\b.*\b(?:i|i'm|i've|we|we're|we've)\b|\d|\b",
            spoken_number!(),
            r"\b|(?-i:\s[A-Z][a-z]+\b)",
        )),
        counter: &[
            "I told you I'd moved to Galway",
            "I'll bring you some of my sourdough",
            "I met you at the Leeds meetup",
        ],
        ..rule(
            "offer_to_listener",
            Skip,
            r"^(?:i|i'm|i'll|i'd|i've|i can|we|we'll|we're|we'd)\b.*\b(?:you|your|yours|yourself|ya)\b",
            Yield::Skip(SkipReason::ToListener),
            &[
                "I'll keep you posted",
                "I'm cheering for you all the way",
                "I can send it over to you later",
                "we'd be glad to help you out",
                "I really admire your patience",
            ],
        )
    },
    // "You've put so much into this – I'm proud", "your hard work will
    // pay off, I promise", "I'm right behind you": what the listener does
    // or will do, with the speaker's word only as a tag — or the speaker
    // standing by them.
    Rule {
        counter: &[
            "you know my brother Sol, I think he's moved",
            "your sister was right, I'm allergic to latex",
            "my mum was there for me when I moved",
        ],
        unless: Some(r"\b(?:19|20)\d\d\b|\ballergic\b|\bmoved\b"),
        ..rule(
            "listener_with_a_tag",
            Skip,
            r"^(?:you|your|you're|you've|you'll|you'd|don't)\b[^.!?]*?(?:,|–|—| -)\s*(?:and )?(?:i'm|i am|i|we're|we)\s+(?:\S+\s+){0,3}?(?:sure|promise|proud|know|bet|think|believe|behind you|with you|here for you)(?: it| that| so)?[\s.!]*$|\b(?:here for|there for|right behind|behind|rooting for|cheering for|cheering you on|fingers for|fingers crossed for|praying for|proud of) you\b",
            Yield::Skip(SkipReason::ToListener),
            &[
                "you'll nail that audition, I just know it",
                "your patience will pay off, I promise",
                "you've grown so much this year – I'm proud",
                "I'm always here for you",
                "we're right behind you all the way",
                "crossing my fingers for you!",
                "I'm 100% behind you",
            ],
        )
    },
    // "I can't right now", "we do too": a verb left for the listener to
    // fill from what they said.
    rule(
        "elliptical",
        Skip,
        r"^(?:i|we)(?: really| just| still| sadly)? (?:can't|cannot|couldn't|won't|wouldn't|do too|did too|am too|can too|have too|'m the same|do|did|am|have|can|will)(?:,? (?:right now|now|today|yet|at the moment|atm|really|either|though|sadly|unfortunately))*[\s.!]*$",
        Yield::Skip(SkipReason::Fragment),
        &[
            "I can't right now",
            "we couldn't, sadly",
            "I really do too!",
            "we won't today",
            "I do!",
            "we did, sadly",
        ],
    ),
    // "…, shouldn't I?", "…, isn't it": a question tagged on a statement,
    // after its comma ("the old job wasn't it" asks nothing).
    Rule {
        counter: &[
            "I tried keto and keto wasn't it",
            "the flat was nice but the area wasn't it",
            "honestly the gym membership isn't it for me",
        ],
        ..rule(
            "tag_question",
            Skip,
            r",\s(?:isn't|aren't|don't|doesn't|didn't|shouldn't|wouldn't|couldn't|can't|won't|wasn't|weren't|haven't|hasn't|right)\s(?:i|it|you|we|they|he|she|there)[\s?.!]*$",
            Yield::Skip(SkipReason::Question),
            &[
                "I really ought to start a herb garden, shouldn't I",
                "that's the third time this month, isn't it?",
                "we could just take the train, couldn't we",
            ],
        )
    },
    Rule {
        counter: &["I think I'll stay in Hove"],
        ..rule(
            "opinion_of_listener",
            Skip,
            r"^i (?:think|bet|hope|guess|believe|feel like|can tell|can see) (?:that's|it's|you|your|that|this)\b",
            Yield::Skip(SkipReason::ToListener),
            &[
                "I bet you had a blast",
                "I think that's a lovely idea",
                "I can tell you worked hard on it",
            ],
        )
    },
    Rule {
        counter: &["lettuce is the only thing my rabbit eats"],
        ..rule(
            "lets",
            Skip,
            r"^let's\b|^let us\b",
            Yield::Skip(SkipReason::Imperative),
            &[
                "let's keep pushing for our goals",
                "let's catch up properly soon",
                "let us make this year count",
            ],
        )
    },
    // "let me know how I can help": a request to the listener, whoever it
    // names.
    Rule {
        counter: &[
            "letting my brother know was hard",
            "I let my mum know on Sunday",
        ],
        ..rule(
            "asks_to_be_told",
            Skip,
            r"^(?:let me know|lemme know|keep me (?:updated|posted|in the loop)|give me a shout|drop me a line)\b",
            Yield::Skip(SkipReason::Imperative),
            &[
                "let me know how I can support you",
                "keep me posted if my parcel turns up",
                "give me a shout if we need anything",
            ],
        )
    },
    // "Check out this view I found", "look at these two!": showing the
    // listener something, said of no one.
    Rule {
        counter: &[
            "check out my new bike, it's a Trek",
            "I'll check out the flat in Leith on Monday",
            "look at my sister's new puppy",
            "check out our first house, it's tiny",
        ],
        unless: Some(r"\b(?:new|first)\b"),
        ..rule(
            "showing_the_listener",
            Skip,
            r"^(?:(?:oh|hey|and|so),? )?(?:just )?(?:check out|look at|take a look at|have a look at|get a load of) (?:this|these|that|those|what|my|our)\b",
            Yield::Skip(SkipReason::Imperative),
            &[
                "check out this view I found on the walk",
                "look at these two, they're inseparable",
                "just take a look at what I baked",
                "look at my students, they're flying",
            ],
        )
    },
    Rule {
        counter: &["let my sister borrow the car", "take the 9 bus to work"],
        unless: Some(r"\b(?:i|i'm|i've|my|we|our)\b"),
        ..rule(
            "imperative",
            Skip,
            r"^(?:let me know|lemme know|just do it|go get (?:it|them|'em)|keep me (?:updated|posted|in the loop)|let's|keep (?:it up|going|at it|pushing|up)|don't (?:ever )?(?:give up|quit|worry|stop)|never give up|hang in there|stay (?:strong|positive|safe|true)|take care|have (?:fun|a (?:great|good|blast))|enjoy|check (?:it|this|that) out|good luck|go for it|you got this|believe in yourself)\b",
            Yield::Skip(SkipReason::Imperative),
            &[
                "let me know what the vet says",
                "lemme know how it goes",
                "keep me posted on the house",
                "just do it, you won't regret it",
                "go get 'em tomorrow",
                "keep it up, you're nearly there",
                "enjoy the concert tonight",
            ],
        )
    },
    // "Max was truly awesome", "my team has been super encouraging": a
    // person or a thing of the speaker's given only praise, nothing else.
    Rule {
        counter: &[
            "my sister is a nurse",
            "Max is 12 now",
            "my flat is lovely and close to the station",
            "Porto is where I grew up",
            "The Crown is our local now",
        ],
        unless: Some(r"\d"),
        ..rule(
            "praise_only",
            Skip,
            r"^(?:(?:my|our|his|her|their) (?:[\w-]+ ){0,2}[\w-]+|(?-i:[A-Z][a-z]+)(?: (?-i:[A-Z][\w'-]*)){0,3}|the (?-i:[A-Z][\w'-]*)(?: (?-i:[A-Z][\w'-]*)){0,3}|\x22[^\x22]{2,40}\x22)(?:'s| is| was| were| are| has been| have been| sounds| looks| seems| sounded| looked)(?: (?:so|really|super|very|pretty|truly|totally|absolutely|just|such|always|honestly|incredibly|been|indeed|definitely))* (?:awesome|amazing|great|lovely|nice|cool|fun|incredible|wonderful|fantastic|brilliant|inspiring|encouraging|supportive|sweet|cute|adorable|special|the best|a star|a legend|a gem|a sweetheart|kind|helpful|welcoming|patient|worth it|worth a (?:visit|read|watch|try|look)|something else|refreshing|beautiful|stunning|gorgeous|hilarious|epic|a blast|a must)(?:(?:,| and|, and) (?:so |really |super |very |truly )?(?:awesome|amazing|great|lovely|nice|cool|fun|incredible|wonderful|fantastic|brilliant|inspiring|encouraging|supportive|sweet|cute|adorable|special|kind|helpful|welcoming|patient))*[\s.!]*$",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "Max was truly awesome",
                "my team has been super encouraging and inspiring",
                "our landlady is so lovely, and so helpful!",
                "The Northern Lights were something else",
                "\"Middlemarch\" is totally worth it",
                "Porto sounds gorgeous!",
            ],
        )
    },
    // "If there's anything else I can do, just let me know": an offer to
    // the listener.
    rule(
        "offer_if_anything",
        Skip,
        r"^if (?:there's|there is|you need) (?:anything|something)\b|^if i can (?:help|do anything)\b",
        Yield::Skip(SkipReason::ToListener),
        &[
            "If there's anything else I can do, just let me know",
            "if you need anything at all, shout",
            "if I can help with the move, tell me",
        ],
    ),
    // "Lots has been going on", "so much has happened since", "I got
    // great news!": that there is news, without the news.
    Rule {
        counter: &[
            "a lot of my mates have moved to Bristol",
            "lots of rain in Leeds this week flooded our cellar",
        ],
        unless: Some(r"\b(?:my|our)\b|\d"),
        ..rule(
            "news_without_news",
            Skip,
            r"^(?:(?:oh|well|so|and|honestly),? )?(?:lots|a lot|so much|loads|tons|heaps|plenty|quite a bit|a ton|much|a fair bit)(?:'s| has| have| is| was)?(?: been| really| just)* (?:going on|happening|happened|changed|going down|kicking off)\b|\b(?:got|had|heard|have|'ve got) (?:some )?(?:great|good|big|exciting|amazing|wonderful|fantastic|bad|sad|awful|terrible|brilliant) news[.!]*$|^(?:especially|particularly|mostly|mainly|even more so) (?:these days|now|lately|recently|at the moment|this year|with (?:everything|all this|all that))[.!]*$",
            Yield::Skip(SkipReason::Vague),
            &[
                "Lots has been going on since then!",
                "so much has happened since we last spoke",
                "a lot's changed lately",
                "loads going on at the minute",
                "On Friday I got great news!",
                "we had some exciting news",
                "Especially these days.",
            ],
        )
    },
    // "Moments like these make me grateful", "days like this remind me why
    // I moved": times of a kind, spoken of in general.
    Rule {
        counter: &["Jess likes these shoes", "people like my brother are rare"],
        unless: Some(r"\d"),
        ..rule(
            "times_like_these",
            Skip,
            r"^(?:[a-z]+ )?(?:moments|times|days|nights|evenings|mornings|weekends|trips|chats|talks|memories|experiences|things|people|places) like (?:these|this|that|those|this one|that one|yours|them)\b",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "Moments like these make me so grateful for the team",
                "days like this remind me why I moved to the coast",
                "quiet evenings like these are what I live for",
                "trips like that are the best part of the job",
            ],
        )
    },
    // "Pets definitely bring tons of joy": a plural with no article says
    // what things are like in general.
    Rule {
        counter: &[
            "Tuesdays are choir",
            "twins run in my family",
            "Thursdays are my long day",
        ],
        unless: Some(
            r"^(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends|mornings|evenings|nights)\b|\b(?:my|our|me|us)\b|\d",
        ),
        ..rule(
            "generic_plural",
            Skip,
            r"^[a-z]{2,}[^s\s]s (?:definitely |really |always |just |truly |totally |honestly |seriously )?(?:are|bring|make|give|need|deserve|grow|can|help|teach|keep|have a way)\b",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "Pets definitely bring tons of joy",
                "dogs are the best company",
                "kids grow up so fast",
            ],
        )
    },
    // "Good books help us switch off", "cooking brings us together": a
    // plural, a gerund or a thing in general doing something to "us" is
    // people in general, not the speaker's household. A plural takes the
    // bare verb and a gerund or mass noun the "-s" one, so a name ending
    // in "s" ("James brings us eggs") is not taken for a plural.
    Rule {
        counter: &[
            "my kids make us laugh every day",
            "James brings us eggs on Sundays",
            "the neighbours let us park on their drive",
            "Mum helps us with the school run",
            "weekends give us time to see my parents",
            "dogs make us sneeze, so we can't have one",
        ],
        unless: Some(
            r"^(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends|mornings|evenings|nights)\b|\b(?:my|me|i|i'm|i've|can't|cannot|allergic)\b|\d",
        ),
        ..rule(
            "generic_does_us",
            Skip,
            r"^(?:(?:(?:good|great|small|little|hard|tough|bad|new|old|simple|true|happy|sad|long|quiet|shared|real) )?[a-z]{2,}[^s\s']s(?: and [a-z]{2,}s)?(?: like (?:these|this|that|those))?(?: (?:really|definitely|sure|truly|always|just|also|totally|all|often|can|could|will|do))* (?:make|help|bring|remind|give|keep|let|teach|force|show|inspire|ground|push|allow|leave|take|get|have a way of|have the power to)|(?:[a-z]{3,}ing|nature|music|art|dance|life|love|faith|sport|travel|exercise|friendship|laughter|family|[a-z]+'s (?:love|support))(?: (?:really|definitely|sure|truly|always|just|also|totally|often))*(?: (?:can|could|will|does)(?: (?:really|definitely|truly|always|just|also))* (?:make|help|bring|remind|give|keep|let|teach|force|show|inspire|ground|push|allow|leave|take|get|have a way of|have the power to)| (?:makes|helps|brings|reminds|gives|keeps|lets|teaches|forces|shows|inspires|grounds|pushes|allows|leaves|takes|gets|has a way of|has the power to)))\b[^,;.!?]*?\b(?:us|our)\b",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "Good books help us switch off",
                "cooking really brings us together",
                "sunsets remind us to slow down",
                "music has a way of lifting our spirits",
                "setbacks can teach us a lot",
                "gardening keeps us grounded",
            ],
        )
    },
    // "I'm sure it'll all work out", "must be so exciting", "it's good to
    // ask for help": reassurance and remarks, about no one in particular.
    Rule {
        counter: &[
            "I'm sure I left my keys at work",
            "must be at least ten years since we met",
            "it's good to be back in Leeds for good",
            "I bet on the Grand National every year",
            "I'd love to see Japan one day",
        ],
        unless: Some(r"\bfor good\b|\bat least\b"),
        ..rule(
            "reassurance",
            Skip,
            r"^(?:i'm|i am) (?:so |pretty |absolutely |totally |really )?(?:sure|certain|confident|positive) (?:that )?(?:the|it|it'll|you|you'll|you're|they|they'll|she|she'll|he|he'll|this|that|things|everything|all|your)\b|^must (?:be|have been|feel|take)\b|^(?:it's|it is) (?:so |really |always |very |super )?(?:good|great|nice|important|helpful|healthy|vital|key|essential|crucial) to\b|^i (?:bet|imagine|reckon) (?:that )?(?:the|it|it's|it was|you|you're|you'll|your|they|they're|that|that's|this|there|she|he|she's|he's|everyone)\b|^i'd (?:love|like) to (?:see|hear|read|try) (?:it|them|that|those|these|this|more|about|some|the|your|how)\b",
            Yield::Skip(SkipReason::ToListener),
            &[
                "I bet the kids were buzzing",
                "I bet it was hard to say goodbye",
                "I imagine you're shattered after that",
                "I'd love to see them some time!",
                "I'd love to hear how it goes",
                "I'm sure it'll all work out in the end",
                "I'm certain you'll smash the interview",
                "must be so exciting to see it finished",
                "must have been a long night",
                "it's important to rest after a big race",
                "it's always good to ask for help",
            ],
        )
    },
    // "Love the colours in this one": a remark on something shown.
    Rule {
        counter: &["love my new bike", "loving our new flat", "love to cook"],
        unless: Some(r"\b(?:my|our)\b"),
        ..rule(
            "remark_on_shown",
            Skip,
            r"^(?:love|loving|adore|adoring) (?:the|that|this|those|these|your|all the|how)\b",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "love the colours in this one",
                "loving those shoes",
                "adore your garden, so tidy",
            ],
        )
    },
    // "To stay positive and keep going.": an answer with no subject or
    // verb of its own.
    Rule {
        counter: &[
            "to Lisbon in May",
            "to be honest I prefer tea, I always have",
        ],
        unless: Some(r"^to be honest\b"),
        ..rule(
            "infinitive_fragment",
            Skip,
            r"^to (?:be|stay|keep|make|help|get|have|do|see|try|find|go|show|give|take|learn|motivate|inspire|spread|support|share|bring|feel)\b[^,;]*[.!]*$",
            Yield::Skip(SkipReason::Fragment),
            &[
                "to stay positive and keep going",
                "to help other people like me",
                "to make my family proud!",
            ],
        )
    },
    // "Makes me feel connected.", "Means a lot to me": a remark whose
    // "it" or "that" was dropped, about what was just said.
    Rule {
        counter: &[
            "Takes me 20 minutes to cycle in",
            "makeup is my thing now",
            "Means Street is where we live",
        ],
        unless: Some(r"\d|(?-i:\s[A-Z][a-z]+\b)"),
        ..rule(
            "dropped_it",
            Skip,
            r"^(?:makes|means|reminds|sounds|looks|seems|feels|gives|helps|keeps|shows|brings|gets|takes|puts) (?:me|us|you|him|her|them|a lot|so much|such|like|really|pretty|so|very|quite|great|good|amazing|awesome|lovely|nice|fun)\b|^(?:(?:definitely|probably|easily|honestly|totally|def|still|always) )?(?:one of my|a) (?:all-time |absolute |top |personal )?favou?rites?(?: of mine)?(?: too| as well| for sure| ever)?[\s.!]*$",
            Yield::Skip(SkipReason::Unresolved),
            &[
                "Makes me feel connected.",
                "means a lot to me, honestly",
                "Reminds me of my grandad's garden.",
                "gives me something to look forward to",
                "Definitely one of my favourites!",
                "a personal favourite of mine",
                "easily one of my all-time favorites",
            ],
        )
    },
    // "\"The Long Way\" sounds really special": a remark on a title.
    rule(
        "title_remark",
        Skip,
        r#"^"[^"]+" (?:sounds|looks|seems|is)(?: so| really| super| very| pretty| such)* (?:special|great|amazing|awesome|lovely|cool|fun|interesting|good|beautiful|powerful|moving|inspiring|brilliant|exciting)\b"#,
        Yield::Skip(SkipReason::Evaluation),
        &[
            "\"The Long Way\" sounds really special",
            "\"Salt Roads\" looks amazing",
            "\"Quiet Harbour\" is so moving",
        ],
    ),
    // "I'm always here for you": support offered, about no one.
    rule(
        "here_for_you",
        Skip,
        r"\b(?:here|there) for you\b|^(?:i'm|i am|we're|we are) (?:always |just |all )?here to (?:lend|help|listen|support|chat|talk)\b",
        Yield::Skip(SkipReason::ToListener),
        &[
            "I'm always here for you",
            "I'm here to listen whenever you need",
            "we're all here for you, mate",
        ],
    ),
    // "Looking forward to what's next", "I feel so at peace": moods.
    rule(
        "mood_ahead",
        Skip,
        r"\b(?:looking forward to|excited (?:to see|for|about)|can't wait (?:to see|for)) what(?:'s| is| comes| will| the)\b|^(?:i|we) (?:feel|felt) (?:so |really |very |totally |just )?(?:at peace|happy|grateful|blessed|lucky|proud|content|calm|relaxed|great|good|amazing|alive|free)\b[^,;]*$",
        Yield::Skip(SkipReason::Mood),
        &[
            "so excited to see what comes next",
            "looking forward to what's ahead",
            "I feel so at peace out there",
            "we felt really lucky",
        ],
    ),
    // "Can't wait!", "can't wait to see everyone": eagerness, said of
    // nothing that is so.
    rule(
        "cannot_wait",
        Skip,
        r"^(?:(?:i|we|i just|we just) )?(?:can't|cannot|cant|can not) wait\b",
        Yield::Skip(SkipReason::Mood),
        &[
            "Can't wait!",
            "can't wait to see everyone at the weekend",
            "I just can't wait for the trip",
        ],
    ),
    rule(
        "future_fun",
        Skip,
        r"^(?:i|we)(?:'ll| will) (?:definitely |surely |totally |for sure )?(?:have (?:a blast|fun|a great time|a good time|a ball)|enjoy it|love it)[\s.!]*$",
        Yield::Skip(SkipReason::Mood),
        &[
            "I'll definitely have a blast",
            "we'll have a great time",
            "I will love it",
        ],
    ),
    // "This week's been really busy for me", "had a wild week": a busy
    // spell passes; what filled it ("…, I moved house") is said apart.
    Rule {
        counter: &[
            "this week has been busy since I started the new job",
            "had a busy week moving into the new flat",
            "the last month was hectic because we moved to Leeds",
        ],
        ..rule(
            "a_busy_spell",
            Skip,
            r"^(?:(?:(?:this|last|the past|the last) (?:week|month|weekend|fortnight|few days|couple of (?:days|weeks))|today|yesterday|life|things)(?:'s| has| have| was| is| are)(?: been)? (?:(?:really|so|super|pretty|quite|a bit|a little|totally|absolutely|just|crazy|insanely|non-stop|a total|a complete|an absolute) )*(?:busy|hectic|crazy|wild|mad|swamped|packed|full[- ]on|intense|manic|nuts|exhausting|chaotic|a whirlwind|a blur|a rollercoaster|whirlwind|blur|rollercoaster)|(?:(?:i've|we've|i|we) )?(?:had|having|been having) (?:a|such a|quite a|a really|a pretty|a bit of a) (?:wild|crazy|busy|hectic|mad|rough|long|tough|manic|full-on|weird|strange) (?:week|month|day|few days|weekend|couple of weeks|fortnight))(?: with (?:[a-z-]+ ){0,3}[a-z-]+)?(?: (?:for (?:me|us)|lately|recently|at the moment|right now|honestly|again))*[\s.!]*$",
            Yield::Skip(SkipReason::Mood),
            &[
                "this month has been hectic for us",
                "today was a total whirlwind",
                "had such a manic weekend",
                "the past few days have been swamped with deadlines",
            ],
        )
    },
    // "Not much is new", "nothing much to report": no news.
    rule(
        "no_news",
        Skip,
        r"^(?:not (?:much|a lot|loads)|nothing (?:much|really|major|new)?)\s*(?:is |'s )?(?:new|going on|happening|to report|to tell|has changed|changed)\b",
        Yield::Skip(SkipReason::Backchannel),
        &[
            "Not much is new with me",
            "nothing much to report this week",
            "not a lot going on here",
        ],
    ),
    Rule {
        counter: &[
            "it's a 2014 Golf",
            "the flat is in Leith",
            "that's my sister's bike",
        ],
        unless: Some(
            r"\b(?:my|our)\b|\d|(?-i:^\S+ .*\b[A-Z][a-z]+\b.*\b[A-Z][a-z]+\b)|\bwhile (?:it|they|she|he) lasted\b",
        ),
        ..rule(
            "evaluation",
            Skip,
            r"^(?:it|that|this|those|these|they|there|the \w+|a lot|tough times)(?: (?:really|honestly|truly|definitely|sure|just|also))*(?:'s| is| was| were| are| has been| have been| looks| look| sounds| seems| feels| felt| means| meant| must be| must have been| has| have| pass| (?:does|did|do) (?:feel|sound|look|seem))(?: (?:so|really|super|very|pretty|such|a|an|totally|quite|just|always|all|been|like|kind of|absolutely|honestly|seriously))* (?:tough|awesome|amazing|great|lovely|nice|cool|fun|incredible|beautiful|wonderful|fantastic|gorgeous|stunning|delicious|yummy|tasty|soothing|inspiring|rewarding|special|hard|rough|crazy|wild|insane|epic|perfect|a lot|everything|happened|a blast|a ride|a wild ride|a journey|a rollercoaster|a must-have|worth it|the best|unreal|brilliant|exhausting|scary|weird|hilarious|sweet|cute|adorable|good|bad|fine|okay|hectic|challenging|intense|surreal|unforgettable|helpful|useful|worthwhile|freeing|calming|uplifting)\b",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "it really does feel helpful",
                "that honestly did sound calming",
                "it means a lot",
                "the gig was absolutely epic",
                "that looks so tasty",
                "it's been a wild ride",
            ],
        )
    },
    Rule {
        counter: &[
            "I'm excited about the move to Oslo",
            "I'm gutted, bus for now",
            "I'm nervous about my driving test on Friday",
            "I'm doing well at my new job",
            "I'm curious about astronomy",
            "I felt accepted into the programme",
            "I'm fine to fly now",
            "we're okay to travel again",
            "I'm good to drive after six weeks",
        ],
        unless: Some(
            r"\d|(?-i:\s[A-Z][a-z]{2,}\b)|\b(?:about|for|because|since|at) (?:my|the|our|a)\b|\b(?:fine|okay|ok|good|clear|cleared) to (?:run|swim|fly|drive|work|travel|train|play|lift|cycle|go|walk|eat|drink|start|return)\b",
        ),
        ..rule(
            "mood",
            Skip,
            r"^(?:(?:i|we)(?:'m|'ve been|'re| am| have been| are| was| were) (?:doing|getting on|getting by|hanging in) (?:so |really |pretty |super |just )?(?:fine|great|well|okay|ok|alright|all right|good|better|awesome|amazing|there)\b|(?:so |really )?(?:glad|happy|stoked|thrilled|relieved|grateful|thankful) (?:i|we|to|that|it|you|your)\b|(?:i'm|i am|i've been|i was|i felt|we're|we are|we were|we've been|we felt|i feel|i'm feeling|feeling)(?: (?:so|really|super|very|just|feeling|a bit|kinda|pretty|totally|all|quite|completely))* (?:happy|glad|excited|stoked|thrilled|motivated|grateful|thankful|tired|exhausted|sad|nervous|anxious|proud|relieved|pumped|hyped|psyched|buzzing|bored|stressed|drained|worn out|wiped out|blessed|lucky|inspired|amazed|touched|honou?red|overwhelmed|ready|bummed|decompressing|hopeful|optimistic|positive|at peace|okay|ok|fine|good|great))\b|^(?:(?:i'm|i am|we're|we are|i was|we were|i feel|feeling) )?(?:so |really |absolutely |totally |well |just )?(?:gutted|chuffed|devastated|heartbroken|upset|delighted|over the moon|made up|shattered|knackered|fuming|thrilled|stoked|buzzing)(?:,? (?:honestly|really|tbh|to be honest|mate))?[!.]*$|^(?:i'm|i am|i was|i've been|we're|we were)(?: so| really| just| a bit| kinda)? (?:curious|intrigued)[\s.!]*$|^(?:i|we) (?:felt|feel)(?: so| really| totally| completely| very| truly)? (?:accepted|welcome|welcomed|loved|supported|appreciated|understood|included|at home)[\s.!]*$|^(?:i|we)(?:'ve| have)? been struggling(?: a bit| a lot| lately| recently| a little)*[\s.!]*$|^(?:(?:i'm|i am|we're|we are|i was|i've been)? ?feeling|(?:i|we) (?:felt|feel|had|have had|'ve had|went through)) (?:a |such a )?(?:real |bit of a |total |whole )?(?:rollercoaster|mix|whirlwind|mixture|jumble|range|flood) of (?:emotions|feelings)\b|^(?:i'm|i am|i was|we're|we are|i feel|i felt)? ?(?:a |such a )?(?:bit of a )?(?:mix|mixture) of (?:excited|nervous|scared|happy|sad|anxious|proud|relieved|thrilled|terrified)\b",
            Yield::Skip(SkipReason::Mood),
            &[
                "I've been struggling",
                "we've been struggling a bit lately",
                "feeling a whirlwind of emotions",
                "I'm feeling a real mix of emotions",
                "I felt a mix of emotions",
                "we had such a rollercoaster of feelings",
                "I went through a whole range of emotions",
                "I'm a mix of excited and scared to start",
                "I felt a mixture of proud and sad",
                "we're a bit of a mix of nervous and hopeful",
                "I'm so curious!",
                "we were intrigued",
                "I'm a bit curious",
                "I felt totally accepted",
                "we felt so welcome.",
                "I feel really supported",
                "I'm gutted, honestly",
                "so chuffed",
                "absolutely devastated",
                "I'm so glad it worked out",
                "I'm feeling really motivated",
                "I've been pretty tired lately",
                "glad I could help with the move",
                "we were totally buzzing after the match",
                "I felt completely drained afterwards",
                "I've been doing fine lately",
                "we're doing alright, all things considered",
                "I'm hanging in there",
                "I'm feeling hopeful and optimistic",
                "we're all feeling really positive",
                "I feel at peace with it",
                "glad your advice worked",
                "so happy you made it home safe",
                "really grateful your brother came along",
            ],
        )
    },
    // "I think meaningful stories come from experience", "I totally agree
    // that we should fight for it": a view, not a fact about anyone —
    // unless the speaker says something of themself or theirs in it.
    Rule {
        counter: &[
            "I think I told you I was at Boots, well I've moved",
            "I think my sister's moving to Leeds",
            "I reckon we'll retire to Spain in 2030",
            "I guess I'm a morning person now",
        ],
        unless: Some(
            r"\b(?:i'm|i am|i've|i have|i'll|i was|i told|i said|we're|we are|we've|we have|we'll|my|our|mine)\b|\d|(?-i:\s[A-Z][a-z]{2,}\b)",
        ),
        ..rule(
            "opinion",
            Skip,
            r"^(?:but |and |so |yeah,? |honestly,? )?(?:i|we) (?:really |totally |honestly |also |still |just |truly |do |definitely |personally )?(?:think|believe|reckon|agree|guess|suppose|feel like|feel that)\b",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "I think good stories come from real feelings",
                "I totally agree that we should fight for better schools",
                "I really believe everyone deserves a second chance",
                "we reckon kindness goes a long way",
            ],
        )
    },
    // "We need to show our support however we can": an exhortation, not a
    // plan, when it names no time, number or name.
    Rule {
        counter: &[
            "we need to move out by June",
            "we have to be at the airport at 6",
            "we need to find a new dentist for Maya",
        ],
        unless: Some(
            r"\d|(?-i:\s[A-Z][a-z]{2,}\b)|\b(?:by|until|till|before|next|tomorrow|tonight|this|on) \w+",
        ),
        ..rule(
            "exhortation",
            Skip,
            r"^(?:so |and |but |together,? )?(?:we|you|everyone|people) (?:all |really |just |definitely |each )?(?:need to|needs to|should|must|have to|ought to|gotta|got to)\b|^let's (?:all |just )?(?:keep|make|stay|remember|show|support|fight|motivate|help|work)\b",
            Yield::Skip(SkipReason::Imperative),
            &[
                "we need to show our support however we can",
                "we should all look out for each other",
                "you have to believe in yourself",
                "let's keep motivating each other",
            ],
        )
    },
    Rule {
        counter: &[
            "it's a 2014 Golf",
            "they're called Mo and Bea",
            "it's on the 3rd",
            "it's rooibos for me these days",
            "it's the night bus for us now",
            "it's mostly audiobooks for me",
            "they made me team lead in the spring",
            "they've offered me the Glasgow post",
            "they moved me to nights",
            "they've switched me onto a different inhaler",
            "they put me on statins in the spring",
            "they've started me on a higher dose",
            "these days I cycle in",
            "those days I worked nights",
        ],
        unless: Some(
            r"\d|(?-i:\s[A-Z][a-z]+\b)|\bfor (?:me|us)\b|^(?:these|those) days\b|^they(?:'ve| have)? (?:made|appointed|named|promoted|hired|offered|gave|took|moved|transferred|switched|swapped|changed|put|started|taken|signed|upped|bumped) me\b",
        ),
        ..rule(
            "unresolved_subject",
            Salience,
            r"^(?:it|it's|its|that|that's|this|this one's|they|they're|their|them|these|those|mine|mine's|ours|ours's|one(?: of (?:them|those|these))?(?:'s| is| was)|the other (?:one )?(?:is|was))\b",
            Yield::Skip(SkipReason::Unresolved),
            &[
                "mine gets together every week too",
                "Ours always ends in an argument",
                "mine's much the same, honestly",
                "one is a real chatterbox and the other barely makes a sound",
                "one of them was a bit shy at first",
                "it's one of my favourites",
                "they really cheer me up",
                "their kindness meant the world to me",
                "that was the best part of my week",
                "It gives me something to look forward to",
                "They always make me smile",
            ],
        )
    },
    Rule {
        counter: &[
            "I sold it to my neighbour",
            "I made it to the final",
            "I hate it when the trains are late",
            "it's oat milk for me",
        ],
        unless: Some(r"\bfor (?:me|us)\b"),
        ..rule(
            "unresolved_object",
            Standalone,
            r"\b(?:it|this|that|them|those|these)(?: (?:again|too|either|anymore|any more|yet|so much|a lot|now|already|off|up|out|through|over|more|even more|tonight|today|tomorrow|later|soon|this weekend))?[\s.!]*$|\bit(?:'ll|'s|'d| will| would| is| was)\b",
            Yield::Skip(SkipReason::Unresolved),
            &[
                "I'm sure it'll work out",
                "I never want to feel that again",
                "I was already planning on seeing it",
                "I can't wait to try it",
                "we finally pulled it off",
                "I'm obsessed with those",
                "I'll try making it tonight",
                "we can't wait to see them tomorrow",
                "I'll finish it later",
            ],
        )
    },
    // "I love how it's both a hobby and a therapy", "I like the way it
    // makes me slow down": what "it" is, only the talk before knew.
    Rule {
        counter: &[
            "I love how my garden looks in June",
            "I like the way our new flat gets the morning sun",
            "I hate how the bus is always late",
            "I think about my garden and how it keeps me going",
        ],
        // "my love for dance and how it makes me feel": the thing is
        // named just before.
        unless: Some(r"\band (?:how|the way) (?:it|this|that)\b"),
        ..rule(
            "the_way_it_is",
            Standalone,
            r"\b(?:how|the way) (?:it|this|that)(?:'s| is| was| makes| made| gives| gave| helps| helped| feels| felt| brings| brought| lets| keeps| has)\b",
            Yield::Skip(SkipReason::Unresolved),
            &[
                "I love how it brings everyone together",
                "I like the way it makes me slow down",
                "I'm amazed how it's grown so fast",
            ],
        )
    },
    // "I first watched it three years ago", "working on one with my
    // group": a deed done to something said before, left as "it", "one"
    // or "them", is not understood alone, whatever else the clause says.
    Rule {
        counter: &[
            "I sold it to my neighbour",
            "I made it to the final",
            "I watched it all unfold from the balcony",
            "I've been trying out one of those standing desks",
            "I got this car in 2019",
            "we bought this house when the twins were born",
        ],
        unless: Some(r"\b(?:it|them|one) (?:all|out|of|off|together|apart)\b"),
        ..rule(
            "deed_on_an_unnamed_thing",
            Standalone,
            r"\b(?:watched|watching|read|reading|saw|seen|tried|trying|finished|finishing|started|using|used|enjoyed|enjoying|recommended|recommend|checked|shared|missed|visited|wore|wearing|cherish|played|playing|heard about|learned about|talked about|thought about|working on|worked on|got into|getting into|picked up|listening to|listened to) (?:it|them|one)\b|\b(?:got|bought|made|found|picked up|painted|drew|baked|cooked|built|knitted|framed) (?:this|these)(?: (?:as|for|at|in|from|last|yesterday|recently|myself|when|while|on)\b|[.!,]|$)",
            Yield::Skip(SkipReason::Unresolved),
            &[
                "I first watched it around three years ago",
                "we've been playing it every weekend since Christmas",
                "I finished reading them in a week",
                "I'm working on one with my writing group",
                "I even got this as a treat",
                "I painted these last summer",
                "made this for my nephew's birthday",
            ],
        )
    },
    // "It reminds me of a trip I took", "makes me feel connected": what an
    // unresolved "it" does to the speaker, however long the clause.
    Rule {
        counter: &[
            "it reminds me to take my tablets",
            "the smell of it reminds me of my gran's kitchen",
        ],
        unless: Some(r"\breminds? me to\b"),
        ..rule(
            "it_moves_me",
            Standalone,
            r"^(?:(?:it|this|that)(?:'s| has| had| really| just| always| also| totally| kind of)* )?(?:reminds?|reminded|makes?|made|helps?|helped|takes?|took|brings?|brought|gives?|gave|inspires?|inspired|motivates?|motivated|keeps?|kept|pushes|pushed|reminding|making|giving|bringing|taking) (?:me|us)\b",
            Yield::Skip(SkipReason::Unresolved),
            &[
                "it reminded me of my own struggles back then",
                "makes me feel so connected to everyone",
                "this really takes me back to my childhood summers",
                "it gave us a whole new way of looking at things",
            ],
        )
    },
    // "I don't want my kids to go through that", "we'll never forget
    // this": a deed or feeling about a "that" or "this" said before, by
    // whoever said it, is not understood alone, however long the clause.
    Rule {
        counter: &[
            "I'll never forget this trip to Skye",
            "we went through all that paperwork for nothing",
            "the best part is that",
        ],
        ..rule(
            "leans_on_that",
            Standalone,
            r"\b(?:through|about|with|for|of|like|forget|forgot|do|did|done|doing|try|tried|love|loved|need|needed|want|wanted|see|saw|seen|feel|felt|hear|heard|remember|miss|know|knew|imagine|believe|appreciate|understand|face|faced) (?:all )?(?:that|this|those|these)[\s.!]*$",
            Yield::Skip(SkipReason::Unresolved),
            &[
                "I don't want future kids to have to go through that",
                "my parents will never forget this",
                "we spent the whole evening laughing about that",
                "I really needed that!",
            ],
        )
    },
    // "…, it's my favourite now", "…, it's top of my list": an "it" ranked
    // first, right after the thing was named. Run by name, on the clause
    // after one that names a thing.
    Rule {
        counter: &[
            "it's my favourite time of year",
            "it's my favourite part of the week",
            "it's on my list for next year",
        ],
        ..rule(
            "it_ranked",
            Standalone,
            r"^it(?:'s| is) (?:now |definitely |easily |officially |already |firmly |right )?(?:(?:my|our) (?:new |absolute |firm |current |clear |all-time )?(?:favou?rite|fave|number one|go-to)(?: (?:now|these days|at the moment|by far|ever))?|(?:at )?(?:the )?top of (?:my|our) (?:list|pile)(?: (?:now|these days|at the moment))?)\s*[.!,]*$",
            Yield::Skip(SkipReason::Unresolved),
            &[
                "it's my favourite now",
                "it's easily my new go-to",
                "it's right at the top of my list now!",
            ],
        )
    },
    // "Tim is using it to plan …", "did an analysis on this series": an
    // "it", "them" or "this …" the clause leans on. Run by name, when
    // nothing in the turn stands for it and nothing is named.
    Rule {
        counter: &[
            "we're going to Crete this summer",
            "it's all podcasts for me on the drive",
            "I love it at my new job",
            "this is the best flat we've had",
        ],
        unless: Some(
            r"\b(?:my|our)\b|^it(?:'s| is) [^,]{1,40} for (?:me|us)\b|\b(?:this|these|those) (?:year|week|month|weekend|morning|afternoon|evening|summer|winter|spring|autumn|fall|time|season|term|semester|days|weeks|months|years|monday|tuesday|wednesday|thursday|friday|saturday|sunday|is|was|are|were|one|ones|has|had)\b",
        ),
        ..rule(
            "leans_on_it",
            Standalone,
            r"\b(?:it|them|they|they're|they've|they'll)\b|\b(?:this|these|those) [a-z]+\b",
            Yield::Skip(SkipReason::Unresolved),
            &[
                "they're so comfy, I wear them every day",
                "Tim is using it to plan the next adventure",
                "I did an analysis on this series",
                "I got them online in the end",
                "definitely adding it to the list",
            ],
        )
    },
    // "I've been there before and loved it!": a place pointed at with
    // "there", named only by the other speaker. Run by name, when nothing
    // before it in the turn is kept and nothing is named.
    Rule {
        counter: &[
            "I've been there with my sister",
            "we went back there with our kids",
            "there's a new bakery on our road",
        ],
        unless: Some(r"\b(?:my|our)\b"),
        ..rule(
            "a_place_unnamed",
            Standalone,
            r"\b(?:been|go|goes|went|going|gone|visit|visited|visiting|stay|stayed|staying|lived|living|moved|moving|get|got|back|up|out|down|over) there\b",
            Yield::Skip(SkipReason::Unresolved),
            &[
                "I've been there twice and loved it",
                "we stayed there for a week once",
                "I'm going back there in the spring",
            ],
        )
    },
    // "I'll send you pics of the turtles", "it could be your third film",
    // "I took your advice and booked it": a remark that still speaks to or
    // of the listener is about the talk, whatever the speaker says of
    // themself in it. Run by name on a clause that fills no slot and
    // changes nothing: "my number's 0770 … if you need it" fills one.
    Rule {
        counter: &[
            "you know, I've always loved the sea",
            "we went to Crete, you know, the island",
            "nice to meet you, I'm Sam and I teach piano",
            "thank you, I've started running again",
        ],
        unless: Some(
            r"\byou know\b|\bthank you\b|\bmeet you\b|\bif you (?:need|want|like)\b|\bso you know\b",
        ),
        ..rule(
            "speaks_to_the_listener",
            Standalone,
            r"\b(?:you|your|yours|yourself|ya)\b",
            Yield::Skip(SkipReason::ToListener),
            &[
                "I'll send you some photos of the turtles tomorrow",
                "I'm sure one of them will be your third film",
                "I took your advice and watched the whole trilogy",
                "last spring I told you about my trip to the lakes",
            ],
        )
    },
    // "Meera had a little boy", "the twins arrived at 3am", "she gave
    // birth to a girl": a birth, which ends the pregnancy said before. Run
    // by name on a clause with no cue of its own.
    Rule {
        counter: &[
            "my daughter had a boy over for tea",
            "we had a baby shower on Saturday",
            "I had a girls' night out",
            "I was born in Leeds",
        ],
        unless: Some(
            r"\b(?:over|round|around)\b|\bbaby ?(?:shower|sitter|sitting|monitor|clothes|group|class)\b",
        ),
        ..rule(
            "a_birth",
            Standalone,
            r"\b(?:had|has had|'s had|have had|'ve had|gave birth to|delivered) (?:(?:a|the|her|their|our|his|my) )?(?:(?:little|baby|beautiful|healthy|tiny|gorgeous|bouncing) )*(?:baby|boy|girl|son|daughter|twins|triplets)\b|\b(?:(?:baby|little) (?:girl|boy|one|man)|baby|twins)(?:'s| has| have)? (?:finally |safely )?(?:arrived|came|was born|were born|been born)\b",
            Yield::Cue(Cue::Retraction),
            &[
                "my sister had a baby girl on Friday",
                "Tom and Jess have had twins",
                "our little one arrived at 3am",
                "she gave birth to a healthy boy last week",
                "the baby was born three weeks early",
                "our baby boy arrived on Sunday night",
            ],
        )
    },
    // "I faced all kinds of hurdles", "I'm learning a ton", "it's been
    // quite a journey", "I don't have big plans": every word general — a
    // light verb, an abstract noun, a word of degree or praise — so
    // nothing is said that a later turn could check or use. Run by name
    // when the clause fills no slot, changes nothing and names no name,
    // number or time; one particular word ("yoga", "the allotment", "my
    // job") keeps it, and so does a person's pronoun ("she's doing so
    // much better"), which the people it may stand for decide.
    Rule {
        counter: &[
            "I'm really enjoying my new job",
            "I finally started pottery classes",
            "I've been having a lot of trouble sleeping",
            "we got a new sofa and it's great",
        ],
        ..rule(
            "names_nothing_in_particular",
            Standalone,
            concat!(
                r"^[^a-z]*(?:(?:",
                // Words that only hold a sentence together.
                r"a|an|the|and|or|but|if|of|at|by|for|with|about|to|from|in|on|into|onto|up|out|over|off|down|back|away|through|around|along|ahead|together|forward|as|so|than|then|too|very|just|also|even|still|again|already|yet|ever|never|always|sometimes|often|usually|though|although|because|while|when|whenever|where|how|what|which|who|that|this|these|those|it|its|itself|i|me|my|myself|we|us|our|ourselves|you|your|one|ones|something|anything|everything|nothing|someone|anyone|everyone|somebody|everybody|others?|another|each|every|own|such|same|all|any|some|no|not|is|are|was|were|be|been|being|am|do|does|did|doing|done|has|have|had|having|can|could|will|would|shall|should|may|might|must|m|re|ve|ll|d|s|t|don|didn|doesn|won|isn|wasn|aren|weren|haven|hasn|hadn|couldn|wouldn|shouldn|ain|gonna|wanna|gotta|here|there|now|like|way|ways",
                // How much, how often, how sure.
                r"|really|truly|totally|fully|quite|pretty|super|so|much|more|most|less|lot|lots|ton|tons|load|loads|bit|kinda|sorta|definitely|certainly|absolutely|actually|honestly|seriously|literally|finally|hopefully|maybe|perhaps|probably|surely|well|better|best|enough|almost|only|anyway|somehow|kind|kinds|sort|sorts|many|few",
                // Light verbs, said of anything.
                r"|get|gets|got|gotten|getting|make|makes|made|making|go|goes|went|gone|going|keep|keeps|kept|keeping|take|takes|took|taken|taking|give|gives|gave|given|giving|put|puts|putting|let|lets|letting|come|comes|came|coming|feel|feels|felt|feeling|seem|seems|seemed|find|finds|found|finding|think|thinks|thought|thinking|know|knows|knew|known|see|sees|saw|seen|seeing|want|wants|wanted|wanting|need|needs|needed|try|tries|tried|trying|help|helps|helped|helping|hope|hopes|hoped|hoping|stay|stays|stayed|staying|mean|means|meant|matter|matters|mattered|happen|happens|happened|happening|work|works|worked|working|learn|learns|learned|learnt|learning|grow|grows|grew|grown|growing|reach|reached|reaching|push|pushed|pushing|face|faced|facing|tackle|tackling|handle|handled|handling|deal|dealing|dealt|achieve|achieved|achieving|share|shared|sharing|show|showed|shown|showing|support|supported|supporting|inspire|inspires|inspired|inspiring|motivate|motivates|motivated|motivating|encourage|encouraged|encouraging|improve|improved|improving|chase|chasing|follow|following|pursue|pursuing|strive|striving|focus|focused|focusing|enjoy|enjoyed|enjoying|look|looks|looked|looking|reflect|reflecting|figure|figured|wonder|wondering|start|started|starting|continue|continued|continuing|begin|began|accomplish|accomplished|succeed|succeeded|fail|failed|struggle|struggled|struggling|manage|managed|managing|cope|coping|stick|sticking|hang|hanging|hold|holding|connect|connecting|say|says|said|saying|worry|worrying|rock|rocks|tackled|savor|savour|stop|stopping|ask|asking|appreciate|appreciated|appreciating|love|loved|loving|care|cared|caring|believe|believed|remind|reminds|reminded|realize|realized|realise|realised|discover|discovered|discovering|explore|explored|exploring|express|expressing|embrace|embracing|use|used|using|bring|brings|brought|lift|lifting|overcome|become|became|turn|turned|turning|step|stepping|move|moving|pay|paid|end|ended|receive|received|receiving",
                // Words of praise or hardship, said of anything.
                r"|good|great|amazing|awesome|cool|nice|fun|wonderful|fantastic|incredible|brilliant|lovely|hard|tough|difficult|easy|rough|crazy|wild|busy|exciting|excited|happy|glad|grateful|thankful|proud|lucky|ready|able|sure|positive|negative|real|true|right|wrong|important|special|meaningful|rewarding|fulfilling|passionate|determined|hopeful|strong|big|huge|small|little|new|different|similar|whole|entire|full|worse|worst|interesting|stressful|challenging|elated|thrilled|stoked|pumped|blessed|relieved|amazed|nervous|anxious|scared|worried|stressed|frustrated|frustrating|disappointed|upset|sad|bummed|overwhelmed|tired|exhausted|content|calm|peaceful|confident|comfortable|fine|ok|okay|alright|solid|epic|perfect|awful|terrible|bad|deep|serious|worth|upbeat|resilient|supportive|unknown|renewed|unpredictable|heartbreaking|closer|completely|easily",
                // Nouns that name no one thing.
                r"|thing|things|stuff|life|lives|journey|journeys|experience|experiences|growth|progress|change|changes|difference|impact|dream|dreams|goal|goals|plan|plans|idea|ideas|thoughts|feelings|emotions|sense|energy|purpose|passion|passions|motivation|inspiration|creativity|happiness|joy|peace|strength|courage|confidence|hope|effort|efforts|success|successes|failure|challenge|challenges|hurdle|hurdles|obstacle|obstacles|struggle|struggles|setback|setbacks|steps|opportunity|opportunities|chance|chances|potential|talent|talents|skills|moment|moments|time|times|point|part|reason|reasons|situation|perspective|mindset|attitude|outlook|mind|heart|hearts|soul|world|future|present|meaning|balance|control|track|freedom|pride|resilience|gratitude|appreciation|people|person|folks|community|memories|lesson|lessons|reminder|blast|advice|encouragement|enthusiasm|comfort|satisfaction|fulfillment|fulfilment|accomplishment|achievement|achievements|adventure|adventures|ambition|ambitions|vision|direction|determination|dedication|commitment|discipline|patience|persistence|perseverance|clarity|stress|pressure|fear|fears|doubt|doubts|worries|excitement|mood|vibe|vibes|spirit|spirits|positivity|kindness|compassion|empathy|acceptance|connection|connections|knowledge|wisdom|insight|insights|understanding|awareness|chapter|path|result|results|outcome|benefit|benefits|aspect|aspects|side|level|destiny|serenity|effect|ages|why|before|both",
                r")\b[^a-z]*)+$"
            ),
            Yield::Skip(SkipReason::Vague),
            &[
                "I've faced so many challenges along the way",
                "I'm learning loads and it's been quite the journey",
                "we don't have any big plans",
                "honestly it's all been a real learning experience",
                "I just want to keep growing and stay positive",
            ],
        )
    },
    // "It reminded me of home", "They gave me a medal!", "There were
    // seven of us": a clause still opening on a pronoun once "it" has been
    // resolved stands for something only the talk before knew. Run by
    // name on the clause as resolved, when it names no attribute and
    // changes nothing. "This necklace …" opens on a thing, not a pronoun.
    Rule {
        counter: &[
            "this necklace was a gift from my grandma",
            "these boots I bought in Leeds are falling apart",
            "there's a new bakery on our road",
            "it's my birthday on Friday",
            "they're my neighbours, the Okafors",
            "it's decaf for me from now on",
            "it's all salads and soups for me these days",
            "it's all Zoom calls for us now.",
            "they've made me head of year",
            "they promoted me to sergeant in the spring",
            "they've finally put me in charge of the night shift",
            "one of my cousins moved to Perth",
        ],
        unless: Some(
            r"^(?:it|they|these|those|this|that)(?:'s|'re| is| are| was| were) (?:my|our)\b|^there\b.*\b(?:my|our)\b|^it(?:'s| is) [^,]{1,40} for (?:me|us)(?: now| these days| from now on| instead)?[.!]*$|^they(?:'ve| have)? (?:\w+ )?(?:made|promoted|appointed|named|put|moved|transferred|moving|making|offered) (?:me|us)\b",
        ),
        ..rule(
            "opens_on_a_pronoun",
            Standalone,
            r"^(?:it|they)(?:'s|'re|'ve|'ll|'d)? [a-z]|^(?:these|those)(?:'re| are| were| have| had| make| made| remind| reminded| help| helped| mean| meant| keep| kept| gave| give)\b|^(?:this|that)(?:'s| is| was| has| had| made| makes| gave| gives| helps| helped| reminds| reminded)\b|^there(?:'s| is| are| was| were| have been| has been)\b|^one (?:i|i'll|i'd|i've|we|we'll|we'd|that|which|who)\b|^one of (?:them|those|these|which)\b",
            Yield::Skip(SkipReason::Unresolved),
            &[
                "it pushed me to finally apply",
                "one I'll never forget, that's for sure",
                "one of them is about a dog who finds his way home",
                "they handed me a trophy at the end",
                "there were about forty people at the launch",
                "that was such a relief for everyone",
                "these make me smile every single day",
                "it reminded me of my first flat",
                "it's been a rewarding experience for me since then",
            ],
        )
    },
    // "It really pushed me to keep going", "It gives me a reason to get up",
    // "They love it when I bake": a pronoun doing something, whatever
    // value the clause names, stands for what only the talk before knew.
    // "It's on Tuesday at 4" and "it's a 2011 Volvo" say what a thing is,
    // and "they promoted me" is an employer acting on the speaker; both
    // are left alone, as is "it looks like …" (a hedge, not a deed).
    Rule {
        counter: &[
            "it's on Tuesday at four",
            "it was a 2011 Volvo estate",
            "it has heated seats and a sunroof",
            "they promoted me to sergeant in the spring",
            "they've offered me the Leeds job",
            "it looks like I'm moving to Bristol in May",
            "it does the school run fine",
            "they're moving to Leeds in March",
        ],
        unless: Some(
            r"^they(?:'ve| have)?(?: (?:really|just|also|finally|even|actually|now))* [a-z]+ (?:me|us)\b|^it (?:seems|looks|sounds|feels|felt|looked|seemed|turns|turned)\b|^(?:it|they) (?:does|goes|says|do|go)\b",
        ),
        ..rule(
            "a_pronoun_acts",
            Standalone,
            r"^(?:it|they)(?: (?:really|just|also|totally|definitely|always|all|honestly|actually|truly|even|kind of|sort of|still|never|sometimes|often|usually|certainly|seriously))* (?:[a-z]{2,}ed|[a-z]{2,}[^s']s|made|gave|took|taught|kept|brought|got|let|love|like|make|give|help|keep|remind|bring|take|teach|inspire|show|mean|meant|created|create)\b",
            Yield::Skip(SkipReason::Unresolved),
            &[
                "it really pushed me to train for the Berlin marathon",
                "it gives me a reason to get up early on Sundays",
                "they love it when I make them pancakes",
                "it changed how I see my job at Tesco",
                "they created all the costumes for the Christmas show",
            ],
        )
    },
    // "I've wanted to play this one for ages", "I love how these poses
    // stretch me": a thing pointed at, shown or said by the other speaker;
    // so is "this pic", "that view", "something like this" of a photo
    // shared. A singular "this flat", "this job" is most often the speaker's own
    // and is left alone; times ("these days", "those weeks") are no thing.
    Rule {
        counter: &[
            "these days I cycle to work",
            "I'm loving this new job",
            "we've had this car since 2015",
            "I spent those two weeks in Crete",
            "she grew these huge yellow courgettes",
            "I volunteer to help those in need",
            "this photo album was my gran's",
            "I took a photo of the lake",
            "I want a dog like my sister's",
        ],
        unless: Some(
            r"\b(?:these|those) (?:(?:past|last|next|first|two|three|few|early|cold|dark|long) )?(?:days|weeks|months|years|weekends|mornings|evenings|nights|summers|winters|times|holidays)\b|\bthose (?:who|with|in|of|that|around)\b",
        ),
        ..rule(
            "leans_on_a_demonstrative",
            Standalone,
            r"\b(?:this|that|these|those) (?:[a-z]+ )?(?:one|ones)\b|\b(?:these|those) [a-z]+(?:[.!?,]|$| (?:too|again|so|really|all|now|for|with|to|in|at|on|of|and|but|or|are|were|have|had|do|did|can|could|will|would|just|always|still|more|a lot|lately)\b)|\b(?:this|that) (?:[a-z]+ )?(?:pic|photo|photograph|picture|snap|snapshot|shot|spot|series|view)(?:[.!?,]|$| (?:of|from|in|on|at|when|while|last|yesterday|during|near|is|was|reminds|brings|always|really|so)\b)|\blike (?:this|that|these|those)(?: one| ones)?[\s.!?,]*$|\b(?:to|into|in|of|about|with|for|on) (?:this|that) (?:world|feeling|vibe|energy|mindset|attitude|spirit|kind of thing|sort of thing|stuff)[\s.!?,]*$",
            Yield::Skip(SkipReason::Unresolved),
            &[
                "I snapped this pic on the way home",
                "that view always calms me down",
                "I'd love to knit something like this",
                "we found this spot while cycling",
                "I've been dying to try this one",
                "I can't stop wearing these trainers lately",
                "I bought those blue ones in the end",
                "my sister has been reading those books too",
                "I've been practising these moves a lot",
                "I love escaping into that world",
                "I try to hold on to that feeling",
                "I'm all about that vibe",
            ],
        )
    },
    // "All the training is finally paying off": effort said to be worth it,
    // with nothing it bought named.
    Rule {
        counter: &[
            "I paid off my car loan",
            "we've finally paid off the mortgage",
            "the overtime paid off the credit card",
        ],
        unless: Some(r"\d"),
        ..rule(
            "worth_the_effort",
            Skip,
            r"\b(?:pays|paying|paid|pay) off(?: (?:in the end|eventually|big time|already|so much|for (?:me|us)))?[\s.!,]*$",
            Yield::Skip(SkipReason::Vague),
            &[
                "all the training is finally paying off",
                "the extra hours have paid off",
                "my patience paid off in the end",
            ],
        )
    },
    // "I just want to make a difference": a wish with nothing to check.
    Rule {
        counter: &[
            "the new glasses make a difference to my headaches",
            "a 2% raise would make a difference",
            "I started volunteering to help make a difference",
        ],
        unless: Some(r"\d|\bto (?:my|our|his|her|their)\b"),
        ..rule(
            "make_a_difference",
            Skip,
            r"^(?:i|we)(?:'re|'m| are| am)? (?:just |really |truly |all |so )?(?:want|wanna|hope|hoping|would love|'d love|can|could|will|'ll|going|gonna|determined|trying|try)(?: to)?(?: help)? make an? (?:[\w-]+ )?difference\b|^(?:even )?(?:[\w-]+ ){0,2}(?:things|acts|gestures|steps|changes|moments|efforts)(?: like (?:this|these|that))? can make an? (?:[\w-]+ )?difference\b",
            Yield::Skip(SkipReason::Vague),
            &[
                "I just want to make a difference",
                "even small acts can make a real difference",
                "we can make a real difference together",
                "I'm determined to make a positive difference",
            ],
        )
    },
    // "I want to help others who've been through it", "I'd love to support
    // those with similar struggles", "I hope to inspire other people": an
    // aim for no one in particular, with nothing to check. Someone named
    // or a thing done ("I want to help my sister move") is kept.
    Rule {
        counter: &[
            "I want to help my sister move on Saturday",
            "I'm hoping to support Ana at her first race",
            "I want to inspire my Year 9s to read more",
            "we helped others clear the flooded street",
        ],
        unless: Some(r"\d"),
        ..rule(
            "an_aim_for_no_one_in_particular",
            Skip,
            r"^(?:i|we)(?:'re|'m| are| am|'d| would)? (?:just |really |truly |also |still |so )?(?:want|wanna|hope|hoping|love|would love|aim|aiming|plan|planning|strive|trying|try|'m trying|determined|motivated|eager|keen)(?: more than ever)?(?: to)? (?:[\w'-]+ ){0,8}?(?:inspire|help|support|uplift|empower|motivate|encourage|reach) (?:others|other people|people|everyone|the community|those)\b",
            Yield::Skip(SkipReason::Vague),
            &[
                "I want to help others who've been through it",
                "I'd love to support those with similar struggles",
                "I hope to inspire other people to try it",
                "we want to use the shop to encourage people to read",
            ],
        )
    },
    // "I'm doing my part too", "I'll be sure to reach out", "I'm doing my
    // best": effort or help offered, with nothing done named.
    Rule {
        counter: &[
            "I'm doing my part-time course on Mondays",
            "I'll reach out to the landlord about the boiler",
            "doing my best friend's hair for the wedding",
        ],
        ..rule(
            "doing_ones_part",
            Skip,
            r"^(?:i'm|i am|i'll|i will|we're|we are|we'll|i've been|we've been|i)(?: (?:just|really|always|definitely|totally|still|also|only|be sure to|make sure to))* (?:(?:doing|do|try to do|trying to do) (?:my|our) (?:part|best|bit)|reach(?:ing)? out|keep(?:ing)? (?:spreading|sharing|sending) (?:the )?(?:positivity|kindness|love|good vibes|joy|smiles))(?: too| as well| for sure| if i need (?:anything|to)| if we need (?:anything|to))?[\s.!]*$",
            Yield::Skip(SkipReason::Vague),
            &[
                "I'm doing my part too",
                "I'll be sure to reach out",
                "we're just trying to do our bit",
                "I'll definitely keep spreading positivity",
            ],
        )
    },
    // "Refreshes me and keeps me going", "Helps me unwind": what does it
    // to the speaker is left unsaid, so who or what is unknown.
    Rule {
        counter: &[
            "helps out at the food bank on Fridays",
            "makes furniture in his shed",
            "keeps bees at the allotment",
        ],
        ..rule(
            "it_left_unsaid",
            Skip,
            r"^(?:really |always |just |also |totally |honestly )?(?:refreshes|helps|keeps|makes|gives|brings|reminds|lets|gets|takes|relaxes|calms|inspires|motivates|energi[sz]es|grounds) (?:me|us)\b",
            Yield::Skip(SkipReason::Unresolved),
            &[
                "Refreshes me and helps me stay present",
                "really helps me unwind after a shift",
                "Keeps me sane, honestly",
                "always gives us something to talk about",
            ],
        )
    },
    // "I'll make sure to have a safe trip", "will do, I'll have a great
    // time": a wish taken back to the one who made it, with nothing of
    // the trip itself said.
    Rule {
        counter: &[
            "I'll have a great time in Rome, I'm sure",
            "we'll have a safe trip down to Devon on Friday",
            "I'll have the day off on Monday",
        ],
        ..rule(
            "wish_taken",
            Skip,
            r"^(?:(?:will do|sure|i will|definitely|thanks|thank you|ok|okay)[,!.]* )?(?:i'll|i will|we'll|we will) (?:make sure to |make sure we |definitely |try to |be sure to )?(?:have|enjoy) (?:a |the |an )?(?:(?:really|very|super) )?(?:safe|good|great|nice|fun|lovely|wonderful|amazing|relaxing|brilliant)? ?(?:trip|time|journey|flight|day|weekend|one|evening|night|holiday|break)[\s.!]*$",
            Yield::Skip(SkipReason::ToListener),
            &[
                "I'll make sure to have a safe trip",
                "will do, I'll have a great time",
                "we'll definitely enjoy the weekend!",
            ],
        )
    },
    // "Dance is just me", "that dress is so you": a thing said to suit
    // someone, an evaluation and no fact. "it's just me now" (who is left)
    // and "there's just me" are not this.
    Rule {
        counter: &[
            "it's just me at home now",
            "there's just me and the dog",
            "it's only me here",
        ],
        unless: Some(r"^(?:it|there|that|this)(?:'s| is| was)\b"),
        ..rule(
            "suits_someone",
            Skip,
            r"\b(?:is|'s|was|are|'re) (?:just |so |totally |literally |very |really |such |pure )+(?:me|you|us|him|her)[\s.!]*(?:[,-].*)?$",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "Dance is just me",
                "gardening is so me, honestly",
                "those boots are totally you!",
            ],
        )
    },
    // "Sending some positive vibes your way", "sending you big hugs": good
    // wishes for the listener, not a deed of the speaker's.
    Rule {
        counter: &[
            "sending my CV to three firms this week",
            "I'm sending the invoices on Monday",
            "sending the kids to a summer camp in July",
        ],
        ..rule(
            "good_wishes_sent",
            Skip,
            r"^(?:(?:i'm|i am|we're|we are|just|i'll be|we'll be|also|and) )*(?:sending|send) (?:(?:you|your way|some|lots of|so many|big|all the|all my|my|our|warm|warmest|positive|good|healing|happy|virtual|extra|huge) )*(?:vibes|love|hugs|luck|thoughts|prayers|strength|energy|wishes)\b",
            Yield::Skip(SkipReason::ToListener),
            &[
                "Sending some positive vibes your way!",
                "sending you big hugs and healing thoughts",
                "I'm sending all my love to you and the little one",
                "We're sending good luck for Friday",
            ],
        )
    },
    Rule {
        counter: &[
            "doing nights at the depot",
            "going to Crete in May",
            "the sign outside my shop got nicked",
            "a reminder app keeps me on track",
        ],
        ..rule(
            "fragment",
            Skip,
            r"^(?:(?:seeing|having|sharing|making|being|knowing|getting|watching|hearing|feeling|finding|spending) |(?:relief|excitement|joy|gratitude|so much|such a|what a)\b|love(?:,| and| is)|(?:is|was|are|were) (?:why|what|how|because|when)\b|(?:almost|kind of|sort of|a bit|bit|much|more|rather|just) like\b|(?:(?:just|such|another|yet another|all) )?(?:a |an |the )?(?:[\w-]+ )?(?:reminder|sign|proof|testament|token|symbol|reflection) (?:that|of|to (?:how|what|the|all))\b)",
            Yield::Skip(SkipReason::Fragment),
            &[
                "almost like going back to being a kid",
                "kind of like a second home for us",
                "just like my gran used to make",
                "a reminder that I'm doing something right",
                "proof that the training's paying off",
                "just a little sign that things are looking up",
                "a real testament to how hard we've worked",
                "seeing them grow up so fast",
                "having a dog must be so much work",
                "relief, mostly, and some nerves",
                "is why the weekends fly by",
                "was what got me through the winter",
                "are how we keep the kids busy",
            ],
        )
    },
    Rule {
        counter: &[
            "here's my new number: 0774 123 456",
            "the photo is of my nan in Crete",
        ],
        unless: Some(r"\d"),
        ..rule(
            "showing",
            Skip,
            r"^(?:here's|here is|here are|here they are|this is (?:a |the |one |another )?(?:pic|photo|picture|shot|snap|snapshot|selfie)|check (?:out )?(?:this|these) (?:pic|photo|picture|shot)s?)\b",
            Yield::Skip(SkipReason::ToListener),
            &[
                "here's one from the lake",
                "here are the pups at the park",
                "this is a snap from the allotment",
                "here's to a better year",
            ],
        )
    },
    Rule {
        counter: &[
            "driving to Leeds on Friday with my brother",
            "looking for a flat we could afford",
            "hoping for a job that would suit the kids' hours",
            "training for the half marathon in May",
            "nothing is ever simple with my landlord",
            "swimming is Friday mornings",
            "bowling was every Sunday with Dad",
            "fencing is on Wednesday evenings",
            "running era is over for me",
            "Swimming's on Saturdays now since the pool changed the times",
            "knitting phase has passed",
            "climbing days are done, sadly",
            "swimming is at 8am now",
            "Climbing's at half six on Tuesdays",
            "bouldering is from 7 till 9",
            "planning my sister's hen do",
            "looking at nurseries for Ivy - it's been a long search",
        ],
        unless: Some(
            r"^\w+ing (?:era|phase|days|stage|kick)\b|^(?:thing|nothing|something|anything|everything|morning|evening|spring|wedding|meeting|building|king|sibling|during|ceiling|string|bring|sing|ring|darling)\b|^\w+ing(?: is| was|'s) (?:on |every |usually |always )?(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|weekday|mornings|evenings|nights)\b|^\w+ing(?: is| was|'s) (?:now |still |usually )?(?:at|from) (?:\d|half|quarter|noon|lunchtime|midday)",
        ),
        ..rule(
            "gerund_subject",
            Skip,
            r"^(?:\w+ing)\b(?:[^,;]|,(?: and)? \w+ly\b|\w+ly,)*?\b(?:is|was|isn't|wasn't|doesn't|didn't|hasn't|can't|won't|never|has been|have been|has|makes|made|gives|gave|helps|helped|means|meant|must|can|(?:could|would|might)(?: (?:really|definitely|probably|also|actually|honestly))? (?:help|make|be|give|do)|keeps|kept|brings|brought|feels|felt|seems|takes|took|sounds|looks|will|lets|let (?:me|us|you|them|him|her)|gets|turns|turned|pays|paid|matters|mattered|teaches|taught|reminds|reminded|builds|built|creates|requires|needs|costs|boosts|pushes|changed|changes|transformed|improved|shaped|[\w-]+'s (?:a|an|such|so|really|never|not|always|quite|pretty|very|hard|tough|easy))\b|^\w+ing (?:[\w']+ ){0,5}\w+'s been\b",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "Hiking has opened up a whole new world for me",
                "saving a bit each month really pays off",
                "volunteering taught me patience",
                "stretching properly matters more than people think",
                "painting and drawing let me switch off",
                "baking gets me out of my head",
                "hanging out with the dogs has been a real help",
                "doing the prep early makes the day easier",
                "cycling to work keeps my head clear",
                "learning the lines took ages",
                "Running a shop isn't easy",
                "Opening the café's been hard work",
                "learning Welsh's been a joy",
                "moving house's been chaos, honestly",
                "commuting every day wasn't fun",
                "cooking for one doesn't appeal",
                "Looking after myself mentally, physically and socially helps a lot",
                "walking the dog, slowly and quietly, helps me think",
                "talking it through with a friend could really help",
                "keeping a journal might help me sleep",
                "moving somewhere smaller would make sense",
                "Training for a triathlon builds real discipline",
                "growing your own veg requires patience",
                "Finding a decent plumber's a nightmare round here",
                "reading before bed changed my sleep completely",
                "moving onto nights really transformed how I see the city",
                "joining the choir improved my breathing no end",
                "sorting out the loft's such a big job",
            ],
        )
    },
    // "They've moved Dad to a home in Frome", "Work's put me on days", "the
    // vet's put Bramble on a diet": what an employer, a council, a school
    // or "they" did to someone is news of that someone.
    Rule {
        counter: &[
            "They've moved house again",
            "the kids put me in a good mood",
            "my sister gave me a lift to work",
            "They moved Thursday's quiz to the pub",
            "the council made my whole team redundant",
            "the consultant took me off the statins",
        ],
        unless: Some(r"\b(?:in|into) a (?:good|bad|foul|great) mood\b|\bgave (?:me|us) a lift\b"),
        ..rule(
            "done_to_someone",
            Standalone,
            r"^(?P<agent>they(?:'ve| have)?|(?:the|my|our) (?:[a-z]+ ){0,1}[a-z]+(?:'s| has| have)?|(?:work|school|uni|college|nursery|hr|management|head office)(?:'s| has| have)?) (?:(?:just|finally|now|already|also) )?(?P<verb>moved|put|gave|given|transferred|sent|switched|placed|took|taken|allocated|assigned|rehoused|discharged|promoted|demoted|appointed|offered|signed|upgraded|downgraded|talked) (?P<who>mum|dad|mom|(?:my|our) (?:whole |entire |eldest |youngest |little |big )?[a-z]+|(?-i:[A-Z][a-z]+)|me|us) (?P<rest>(?:to|into|onto|on|in|at|up|down|a|an|the|back|over|captain|out of)\b.*)$",
            Yield::Rewrite,
            &[
                "They've moved Nana into sheltered housing in Hove",
                "Work's put me on the early rota from May",
                "the vet has put Mabel on a strict diet",
                "The council gave Jonah a place at Brookside",
                "HR have transferred me to the Bristol team",
                "the club appointed our eldest captain of the under-12s",
                "my wife talked me out of the motorbike",
                "they've talked us out of the extension",
            ],
        )
    },
    // "we've had to ban gaming on school nights for Axel": what someone
    // is no longer allowed, said of them.
    Rule {
        counter: &[
            "we banned plastic bags for the whole street",
            "they've stopped the 42 bus for good",
            "I've had to ban myself from online shopping",
        ],
        ..rule(
            "banned_for_someone",
            Standalone,
            r"^(?:we|i|they)(?:'ve| have)?(?: (?:had|decided) to)? (?:just |finally )?(?:banned|ban|stopped) (?P<what>[a-z][\w' ]{2,40}?) for (?P<who>(?-i:[A-Z][a-z]+)|(?:my|our) (?:son|daughter|boy|girl|lad|eldest|youngest|kids|children|twins))(?P<rest>(?:,|\s(?:now|until|till)\b).*)?$",
            Yield::Rewrite,
            &[
                "we've had to ban gaming on school nights for Axel",
                "I've banned phones at the dinner table for Mia",
                "we stopped sweets after tea for our youngest",
                "we've banned the Xbox for Theo, his grades were slipping",
            ],
        )
    },
    // "we've put her pocket money up to £8": a thing of someone's that was
    // raised, cut or moved is news of that thing, whoever moved it.
    Rule {
        counter: &[
            "we put our names down for the raffle",
            "I put my back out lifting the sofa",
            "they cut my hair far too short",
        ],
        ..rule(
            "someones_thing_moved",
            Standalone,
            r"^(?P<agent>we(?:'ve| have)?|i(?:'ve| have)?|they(?:'ve| have)?|(?:the|my|our) [a-z]+(?:'s| has| have)?) (?:(?:just|finally|now|already|also) )?(?P<verb>put|bumped|moved|pushed|brought|knocked|cut|raised|upped|dropped|shifted) (?P<whose>(?:his|her|their|my|our|(?-i:[A-Z][a-z]+)'s) [a-z']+(?: [a-z']+)??) (?P<rest>(?:(?:up|down|back|forward) )?(?:to|by)\b.*)$",
            Yield::Rewrite,
            &[
                "we've put her pocket money up to eight pounds a week",
                "they've bumped my hours up to thirty",
                "I moved Leo's bedtime back to half seven",
                "the school have pushed our parents' evening to the 14th",
            ],
        )
    },
    // "Looking for a job that pays more": the verb after a gerund is the
    // job's, in a clause that says what the job is; the gerund is the
    // speaker's doing.
    Rule {
        counter: &[
            "Looking after a dog that age is hard work",
            "Running a shop is never easy",
            "knowing that you care means a lot",
            "Finding a flat that takes pets has been impossible",
            "having a boss who gets it makes such a difference",
            "Living somewhere I'm known is lovely",
        ],
        // A second verb after the first is the gerund's own: "Finding a
        // flat that takes pets has been impossible".
        unless: Some(
            r"\b(?:that|which|who|where)\b.*\b(?:is|are|was|were|has|have|had|'m|'re|'s|\w+s)\b.*\b(?:is|was|are|were|has|have|had|makes|made|means|meant|helps|helped|would|will|can|could|keeps|kept|feels|felt)\b",
        ),
        ..rule(
            "a_gerund_then_what_its_object_does",
            Standalone,
            r"^\w+ing\b[^,;]*\b(?:a|an|the|some|any|somewhere|something|someone|anywhere|one)\b(?: [\w'-]+){0,2} (?:which|who|where|that (?:[a-z]+s|[a-z]+ed|is|was|has|had|does|did|can|could|will|would|might|i|i'm|i'd|we|we're|you|they|he|she|my|our|actually|really|just))\b",
            Yield::ImpliedSpeaker,
            &[
                "Looking for a job that pays more",
                "saving for somewhere that has a garden",
                "hunting for a childminder who takes babies",
                "Training with a coach who makes me run hills",
            ],
        )
    },
    // "it's wild how fast the kids grow": an "it" that stands for nothing
    // before an evaluation of what follows.
    Rule {
        counter: &[
            "it was amazing seeing my nan again",
            "it's amazing, my new bike",
            "it's great that my sister moved back",
        ],
        ..rule(
            "empty_it_evaluating",
            Skip,
            r"^it(?:'s| is| was| would be| will be| must be| can be|'d be|'ll be)(?: so| really| pretty| just| truly| kind of| kinda| quite)? (?:amazing|great|awesome|cool|nice|lovely|wonderful|incredible|crazy|wild|funny|interesting|inspiring|fascinating|weird|strange|sad|mad|insane|unreal|remarkable|heartwarming|humbling|surreal) (?:how|what|to see|to hear|to think|to know|when you)\b",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "it's wild how fast the kids grow",
                "It was amazing to see the whole street turn out",
                "it's funny what you remember from school",
                "it'd be great to hear how it went",
            ],
        )
    },
    // "Kindness is contagious", "music is magic": praise of something no
    // one owns.
    Rule {
        counter: &[
            "music is my life",
            "dance is on Thursdays now",
            "art is the subject I teach",
        ],
        unless: Some(r"\b(?:my|our|me|us|i|teach|teaches|study|studies)\b|\d"),
        ..rule(
            "praise_of_the_abstract",
            Skip,
            r"^(?:(?:family|true|real|self|unconditional|community|good|great) )?(?:art|music|change|love|life|friendship|family|kindness|nature|dance|dancing|creativity|hope|faith|education|health|travel|community|support|teamwork|hard work|practice|patience|exercise|fitness|food|laughter|gratitude|honesty|reading|writing|cooking|gardening)(?: and (?:support|love|kindness|friendship|family|joy|laughter|patience))?(?:'s| is| are| can be| was| has been| really is)(?: such| so| really| truly| always| totally| definitely| pretty much)* (?:an? )?(?:source|possible|powerful|magic|magical|amazing|beautiful|everything|wonderful|the best|incredible|gift|blessing|healing|therapeutic|contagious|universal|journey|adventure|great way|way|key|answer|medicine|language|superpower|cool|awesome|special|fun|good for the soul)\b",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "Kindness is contagious",
                "music is magic, honestly",
                "nature is so healing",
                "Travel is the best teacher",
                "laughter really is the best medicine",
                "Dancing is so cool like that",
                "Family love and support is the best!",
                "true friendship is such a gift",
            ],
        )
    },
    // "The day was full of love and joy": how an occasion felt, with
    // nothing said of who was there or where.
    Rule {
        counter: &[
            "the wedding was in Porto",
            "the trip was cancelled because of the strike",
            "the party was for my nan's 90th",
        ],
        unless: Some(r"\d|\b(?:my|our|i|we|me|us)\b|(?-i:\s[A-Z][a-z]+)"),
        ..rule(
            "how_an_occasion_felt",
            Skip,
            r"^(?:the|that|this) (?:whole )?(?:day|night|evening|weekend|trip|event|party|ceremony|experience|moment|atmosphere|vibe|energy|view|views|show|concert|gig)(?: itself)? (?:was|is|were|felt|has been|looked)(?: so| really| just| absolutely| truly| honestly| totally)? (?:full of|filled with|amazing|incredible|magical|unforgettable|beautiful|awesome|great|wonderful|special|perfect|electric|surreal|a blast|lovely|gorgeous|breathtaking|stunning|epic|insane|unreal|fantastic)\b",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "The day was full of love and joy",
                "the atmosphere was electric",
                "that evening was so magical",
                "the views were breathtaking!",
            ],
        )
    },
    // "I've been working on something exciting": news not yet told.
    Rule {
        counter: &[
            "I'm working on something new for the Fringe",
            "we're planning something special for my mum's 70th",
        ],
        unless: Some(r"\d|(?-i:\s[A-Z][a-z]+)|\bfor (?:my|our|the)\b"),
        ..rule(
            "something_untold",
            Skip,
            r"\b(?:working on|planning|up to|cooking up|brewing|got|have|down for|up for|open to) something (?:new|exciting|big|special|cool|fun|huge|amazing|interesting|different)\b",
            Yield::Skip(SkipReason::Vague),
            &[
                "I'm always down for something new",
                "we're up for something different this year",
                "I've been working on something exciting too",
                "I'm working on something big",
                "we're planning something special",
                "been cooking up something fun",
            ],
        )
    },
    // "It was like stepping back in time": what an unnamed "it" was like.
    Rule {
        counter: &[
            "it's like £5 a month",
            "it was like three hours on the train",
            "my flat is like a sauna in summer",
        ],
        unless: Some(r"\d|\b(?:one|two|three|four|five|six|ten|twenty|hundred)\b"),
        ..rule(
            "what_it_was_like",
            Skip,
            r"^(?:it|that|this|which)(?:'s| is| was| felt| feels| looked| looks| seemed)(?: (?:just|so|really|totally|literally|almost|exactly|honestly))* like (?:\w+ing\b|an? |something |out of |a scene )",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "it was like stepping back in time",
                "That felt like a dream",
                "this is literally like something out of a film",
                "it looked like a postcard",
            ],
        )
    },
    // "So much has been going on": that there is news, not the news.
    Rule {
        counter: &[
            "a lot of my friends moved to Bristol",
            "so much changed when Mia was born",
            "lots of people came to the 10k",
        ],
        unless: Some(r"\d|(?-i:\s[A-Z][a-z]+)"),
        ..rule(
            "that_much_happened",
            Skip,
            r"^(?:(?:i|we)(?:(?:'ve| have)? (?:had|got)| have) )?(?:a lot|so much|loads|lots|tons|heaps|a ton|quite a bit|a bunch)(?: of (?:stuff|things|news))?(?:'s| has| have| had)?(?: been)? (?:happened|happening|going on|changed|to catch up on)\b",
            Yield::Skip(SkipReason::Vague),
            &[
                "A lot happened since we last spoke",
                "so much has been going on",
                "loads of stuff's happened this month",
                "I've had a lot of things happening to me",
                "we have tons to catch up on",
            ],
        )
    },
    // "Swimming is such a good way to clear your head": what an activity
    // is good for, said of no one.
    Rule {
        counter: &[
            "Cycling is a great way for me to get to work",
            "my commute is a good way to catch up on podcasts",
            "Climbing at Boulder Hub is a fun way to start the week",
        ],
        unless: Some(r"\b(?:my|our|me|us|i|we|i'm)\b|\d|(?-i:\s[A-Z][a-z]+)"),
        ..rule(
            "a_way_to_in_general",
            Skip,
            r"^[\w-]+(?: [\w-]+)?(?:'s| is| are| can be| was| has always been)(?: such| so| really| truly| always| definitely| honestly)* (?:an?|the) (?:great|good|fun|nice|perfect|lovely|fantastic|brilliant|wonderful|healthy|cheap|easy|simple|best|awesome|amazing) way (?:to|of)\b",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "Yoga is a great way to unwind",
                "swimming is such a good way to clear your head",
                "gardening can be a lovely way to switch off",
                "Board games are the best way to bond",
            ],
        )
    },
    // "I can totally see why": the speaker following what was said.
    Rule {
        counter: &[
            "I can see the sea from my flat",
            "we can see why the pipes burst now, the plumber showed us",
            "I can imagine living in Porto one day",
        ],
        unless: Some(r"\b(?:now|showed|told)\b"),
        ..rule(
            "seeing_why",
            Skip,
            r"^(?:i|we)(?: can| could|'d)?(?: totally| really| definitely| completely| fully| honestly| just)? (?:see|understand|imagine|get) (?:why|how|that|what)\b",
            Yield::Skip(SkipReason::ToListener),
            &[
                "I can totally see why you'd want a break",
                "I can imagine how tiring that is",
                "we can understand that",
                "I get why people love it",
            ],
        )
    },
    // "Books have a way of finding you": what a thing tends to do, said
    // of no one.
    Rule {
        counter: &[
            "my nan has a way of making everyone laugh",
            "our dog has a funny way of asking for food",
            "Leo has a way with horses",
        ],
        unless: Some(r"\b(?:my|our|me|us|i|we|his|her|their)\b|\d"),
        ..rule(
            "a_way_of_in_general",
            Skip,
            r"^[\w-]+(?: [\w-]+)?(?: (?:just|really|always|sure|truly|often))? (?:has|have) (?:a|this|such a) (?:(?:funny|magical|special|strange|weird|lovely|great|real|wonderful|beautiful|unique) )?way of\b",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "Music has a funny way of lifting you",
                "books have a way of finding you",
                "Dogs just have a special way of knowing",
                "words really have a magical way of healing",
            ],
        )
    },
    // "Dogs really do make life better": what makes everyone's life
    // better, said of no one's.
    Rule {
        counter: &[
            "My cat makes life better",
            "having Max around makes life easier for us",
            "the new bus route makes life easier since March",
        ],
        unless: Some(r"\b(?:my|our|me|us|i|we)\b|\d|(?-i:\s[A-Z][a-z]+)"),
        ..rule(
            "what_makes_life_better",
            Skip,
            r"\b(?:make|makes|made)(?: \w+)? (?:life|everything|things|the day|days|each day|every day|the world) (?:so much |a lot |way |much )?(?:better|brighter|easier|happier|sweeter|more fun|worth it|worth living)\b",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "Dogs really do make life better",
                "friends make everything easier",
                "a good book makes the day brighter",
                "little things like that make life sweeter",
            ],
        )
    },
    // "I ought to call her more, shouldn't I": the speaker musing, a
    // question put to themself.
    Rule {
        counter: &[
            "I wish I could go, but I can't",
            "the kids want a dog but we won't",
            "I don't know what I'd do without my sister",
        ],
        ..rule(
            "a_question_to_oneself",
            Skip,
            r"(?:,\s*|\s)(?:shouldn't|mustn't|can't|couldn't|wouldn't|won't|don't|didn't|haven't|hadn't|wasn't|weren't|aren't|isn't)\s+(?:i|we)[\s.!?]*$|,\s*(?:can|could|should|would|do|did|have|had|was|were|will|am|are)\s+(?:i|we)[\s.!?]*$",
            Yield::Skip(SkipReason::Question),
            &[
                "I really ought to phone my gran more, shouldn't I",
                "we've earned a break, haven't we",
                "I went a bit overboard with the fairy lights didn't I",
                "We can't complain, can we",
            ],
        )
    },
    // "Keep shining!", "keep up the good work": urging the listener on.
    Rule {
        counter: &[
            "keep chickens in the back garden",
            "keep getting migraines in the afternoon",
            "keep forgetting my keys",
        ],
        ..rule(
            "urging_on",
            Skip,
            r"^(?:just |and )?keep (?:it up|at it|up the (?:good|great|amazing) work|(?:on )?(?:shining|smiling|pushing|going|trying|believing|dreaming|dancing|writing|creating|rocking|fighting|growing|learning|working hard|hustling|grinding|practi[cs]ing|painting|moving forward|being you|doing what you do|chasing))\b",
            Yield::Skip(SkipReason::Imperative),
            &[
                "Keep shining!",
                "keep up the good work",
                "Keep at it, you're nearly there",
                "just keep on practising",
            ],
        )
    },
    // "How are you settling into Bristol?" — "that's Hattie, not me!": the
    // listener is told whose news it was; nothing of anyone changes.
    rule(
        "someone_else_not_me",
        Skip,
        r"^(?:that's|that is|that was|it's|it is|it was|you mean|you're thinking of) (?:my \w+|(?-i:[A-Z][a-z]+))(?: \([^)]*\))?,? not (?:me|the user)\b",
        Yield::Skip(SkipReason::ToListener),
        &[
            "that's Hattie, not me!",
            "it was my brother, not me",
            "you're thinking of Dan, not me",
        ],
    ),
    // "the consultant told me", left when what was told is a sentence of
    // its own ("… told me. I'm in remission").
    rule(
        "told_me_alone",
        Skip,
        r"^(?:[\w'-]+ ){1,10}?(?:told|tells|has told|'s told) (?:me|us)[.!]*$",
        Yield::Skip(SkipReason::Vague),
        &[
            "the consultant told me",
            "my manager pulled me aside on Friday and told me.",
            "HR told us",
        ],
    ),
    // "We've changed things round, …": a change announced with nothing
    // named; the clause after it says what changed (lib.rs lends it the
    // change).
    Rule {
        counter: &[
            "we've changed the boiler",
            "I moved things round in the garden shed",
        ],
        ..rule(
            "change_announced",
            Skip,
            r"^(?:so |well )?(?:(?:we've|we have|i've|i have|we|i|we've just|i've just) )?(?:changed|switched|mixed|shaken|shook|swapped|turned) (?:things|it all|everything) (?:round|around|up|about)(?: a bit| a little| completely| totally)?[\s.!,]*$|^(?:things|everything)(?:'s| has| have) (?:changed|shifted)(?: a bit| a lot| round| around)?[\s.!,]*$|^(?:so |well )?(?:the |our |my )?(?:council|school|club|gym|pool|work|office|surgery|company|they|management|college|uni|nursery|leisure centre|bosses)(?:'s| has| have|'ve)? (?:just |finally |gone and )?(?:rejigged|changed|reorganised|reorganized|rearranged|shuffled|shaken up|overhauled) (?:the |its |their |our |my )?(?:rounds|timetable|timetables|rota|rotas|schedule|schedules|days|times|hours|slots|collections|shifts)(?: (?:again|round|around|about|up))?[\s.!,]*$",
            Yield::Skip(SkipReason::Vague),
            &[
                "the council's rejigged the rounds",
                "the pool has changed the timetable again",
                "work have reorganised the rota",
                "We've changed things round",
                "I've mixed things up a bit",
                "things have changed a lot",
                "we switched it all around",
            ],
        )
    },
    // "Instead of giving up.": an answer's tail, no statement.
    rule(
        "instead_of_alone",
        Skip,
        r"^(?:and |but )?(?:instead of|rather than) \w+ing\b[^,;]*[.!]*$",
        Yield::Skip(SkipReason::Fragment),
        &[
            "Instead of giving up.",
            "rather than sitting at home all day",
            "and instead of moping about it",
        ],
    ),
    // "Aragorn is really inspiring", "Priya's a legend": praise of
    // someone named, with nothing else said of them.
    Rule {
        counter: &[
            "Priya is a nurse",
            "Tom's great with kids, he coaches under-tens",
        ],
        ..rule(
            "praise_of_someone_named",
            Skip,
            r"^(?-i:[A-Z][a-z]+)(?:'s| is| was)(?: so| really| truly| just| honestly| such)? (?:an? )?(?:inspiring|amazing|awesome|incredible|the best|legend|gem|star|hero|inspiration|great|superstar|sweetheart|angel|rock ?star|treasure|icon)[\s.!]*$",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "Aragorn is really inspiring",
                "Priya's a legend!",
                "Gus was such a star",
                "Maya is an inspiration",
            ],
        )
    },
    // "The pic takes me back", "this photo makes me smile": what a shown
    // picture does, said to the one who showed it.
    Rule {
        counter: &[
            "the photo of my gran is on the mantelpiece",
            "the photos from our wedding arrived",
        ],
        unless: Some(r"\b(?:my|our|i|we)\b|\d"),
        ..rule(
            "what_a_shown_picture_does",
            Skip,
            r"^(?:the|this|that|your) (?:pic|photo|picture|shot|snap|image|video|painting|drawing)s? (?:takes|took|makes|made|brings|brought|reminds|reminded|gives|gave|is|was|looks|looked)\b",
            Yield::Skip(SkipReason::ToListener),
            &[
                "The pic takes me back",
                "this photo makes me smile",
                "that picture reminds me of summer camp",
                "your painting is stunning",
            ],
        )
    },
    // "Almost as silly as when I fed a horse": a comparison with nothing
    // it compares.
    Rule {
        counter: &[
            "as soon as I start, my worries go",
            "as long as we leave by six we're fine",
            "the picture reminds me of a trip we took to Skye",
        ],
        unless: Some(r"^as (?:soon|long|far|well|much) as\b"),
        ..rule(
            "comparison_alone",
            Skip,
            r"^(?:almost |nearly |just |not quite |about )?as \w+ as\b",
            Yield::Skip(SkipReason::Fragment),
            &[
                "Almost as silly as when I got to feed a horse a carrot",
                "just as good as the first one",
                "nearly as loud as the last time",
            ],
        )
    },
    // "have a safe trip!", "enjoy your stay": a wish for the listener.
    Rule {
        counter: &[
            "have a dentist appointment on Friday",
            "I have a great time at salsa every week",
        ],
        ..rule(
            "wish_for_the_listeners_time",
            Skip,
            r"^(?:have|enjoy)(?: a| an| your| the)?(?: (?:safe|good|great|nice|lovely|fun|wonderful|amazing|brilliant|relaxing|fab|fantastic|restful|happy))? (?:trip|time|day|weekend|flight|holiday|journey|evening|night|fun|break|stay|birthday|vacation)\b",
            Yield::Skip(SkipReason::Imperative),
            &[
                "Have a safe trip!",
                "enjoy your stay in Lisbon",
                "have fun at the gig",
                "Have a lovely weekend",
            ],
        )
    },
    // "I've got something to share!", "we saved some": an object that
    // names nothing.
    Rule {
        counter: &[
            "I've got some news about the house",
            "we saved some money for Japan",
            "I found one on eBay for £40",
        ],
        ..rule(
            "indefinite_object",
            Skip,
            r"^(?:i|we)(?:'ve| have)?(?: just)? (?:got|have|saved|made|found|bought|tried|had|did|learned|learnt) (?:some|something|anything|one|a few|a lot|loads|plenty)(?: (?:to (?:share|tell|say|show)|too|as well|already|myself))?[\s.!]*$",
            Yield::Skip(SkipReason::Vague),
            &[
                "I've got something to share!",
                "we saved some",
                "I found one too",
                "I learned a lot",
            ],
        )
    },
    // "I'm determined to make it work", "I can handle anything": resolve
    // with nothing named that it is for.
    Rule {
        counter: &[
            "I'm determined to finish the marathon",
            "I can handle the night shifts",
            "we're set to move in March",
        ],
        ..rule(
            "resolve_to_manage",
            Skip,
            r"^(?:i|we)(?:'m| am|'re| are) (?:so |really |totally |just |still )?(?:determined|set|committed|going) to (?:make (?:it|this|that|things) (?:work|happen)|see (?:it|this|that) through|get there|succeed|do this|figure it out)\b|^(?:i|we)(?: can| could|'ll| will)? (?:handle|get through|tackle|face|take on|overcome) (?:anything|whatever|everything)\b|^(?:i|we)(?:'m|'re| am| are|'ll| will)? (?:always )?(?:giving|give|gave) it (?:my|our) all\b",
            Yield::Skip(SkipReason::Mood),
            &[
                "I'm determined to make it work",
                "I'm so determined to make this happen",
                "We're set to see it through",
                "I can handle anything",
                "we'll get through whatever comes",
                "I'm giving it my all",
                "we gave it our all",
                "I'll give it my all at the trials",
            ],
        )
    },
    // "I've got a funny story": a story still to be told.
    Rule {
        counter: &[
            "I've got a funny story about Gran",
            "we have some big news about my sister",
            "I have a story in the local paper",
        ],
        unless: Some(r"\d|(?-i:\s[A-Z][a-z]+)|\babout (?:my|our)\b|\bin the\b"),
        ..rule(
            "a_story_untold",
            Skip,
            r"^(?:i|we)(?:'ve| have)? (?:got|have) (?:a|some|such a|the) (?:funny|crazy|good|great|wild|sad|big|exciting|little|fun|interesting|hilarious|mad|weird|strange) (?:story|news|update|anecdote|one)\b",
            Yield::Skip(SkipReason::Vague),
            &[
                "I've got a funny story",
                "we have some exciting news",
                "I have such a crazy story for you",
            ],
        )
    },
    // "won't let anything hold me back": resolve, not news.
    Rule {
        counter: &["I won't let my son drive the van"],
        ..rule(
            "resolve_not_to_be_stopped",
            Skip,
            r"^(?:i |we )?(?:won't|will not|will never|never|'m not going to|am not going to) let (?:anything|anyone|anybody|nothing|that|this|it|fear|them|anybody) (?:hold|stop|get|bring|keep|drag) (?:me|us)\b",
            Yield::Skip(SkipReason::Mood),
            &[
                "Won't let anything hold me back!",
                "I won't let that get me down",
                "never let fear stop me",
            ],
        )
    },
    Rule {
        counter: &[
            "family is really important to me",
            "my daughter's exam is on the 9th",
        ],
        unless: Some(r"\d|\bto (?:me|us|my|our)\b"),
        ..rule(
            "verdict",
            Skip,
            r"\b(?:makes?|made) (?:total |perfect |a lot of |so much |complete |more )?sense\b|\b(?:is|are|was) (?:so |really |super |very |extremely |absolutely |just )?(?:important|essential|crucial|key|vital)\b|\bis the way to go\b",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "that plan makes a lot of sense",
                "good boots are crucial on that trail",
                "stretching first is the way to go",
            ],
        )
    },
    Rule {
        counter: &[
            "we all went to Whitby for the weekend",
            "lots of people came to my fortieth",
            "everyone in my family is left-handed",
            "life drawing is on Wednesdays",
            "everyone's coming to ours for Easter",
        ],
        unless: Some(
            r"\b(?:went|go|going|coming|moved|got|bought|my|our|ours|us)\b|\d|\b(?:calls? me|know me as)\b|(?-i:\bsays [A-Z][a-z]+[.!]?$)",
        ),
        ..rule(
            "generic",
            Skip,
            r"^(?:we all|we each|we both know|everyone|everybody|people|nobody|no one|life(?:'s| is| can be| has a way)|the world is|kids these days|(?:so |so very |really )?(?:some|most|many|lots of|a lot of|loads of|tons of|a bunch of|plenty of|hundreds of|thousands of|dozens of|a few|few|countless|all the|all these|all those) (?:people|folks|fans|visitors|locals|strangers|spectators|supporters|attendees))\b",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "we all need a break sometimes",
                "everyone deserves a second chance",
                "life can be cruel sometimes",
                "so many people turned out to cheer",
                "loads of folks love that market",
                "hundreds of fans waved scarves and sang",
            ],
        )
    },
    // "My wife, I mean.": who the clause before was about, said again.
    rule(
        "who_i_mean",
        Skip,
        r"^(?:(?:my|our|the|his|her) )?[\w'-]+(?: [\w'-]+)?,? i mean[\s.!]*$",
        Yield::Skip(SkipReason::Fragment),
        &[
            "my brother, I mean.",
            "the blue one, I mean",
            "Priya, I mean!",
        ],
    ),
    Rule {
        counter: &[
            "if it rains, the barbecue moves to Sunday",
            "when I was nine we lived in Accra",
            "since March I've worked nights",
            "since I was nine I've played chess",
            "after work I go climbing at the wall",
        ],
        ..rule(
            "subordinate_fragment",
            Skip,
            r"^(?:even though|though|although|whenever|if|unless|even if|as long as|so that|while)\b[^,;]*$|^(?:after|before|until|when|once|as soon as)\b(?:\s+[^\s,;]+){1,4}[.!?]*$|^(?:ever )?since (?:i|we|he|she|they) (?:was|were) (?:an? )?\S+(?: or so| or thereabouts| or something)?[.!?]*$",
            Yield::Skip(SkipReason::Fragment),
            &[
                "since I was nine or so",
                "ever since we were kids",
                "since she was a baby",
                "even though the rain never let up",
                "whenever my nephew comes round",
                "if the weather holds",
                "as long as the kids are happy",
                "after my last shift",
                "when I was little",
            ],
        )
    },
    Rule {
        counter: &[
            "if your sister needs the flat, it's free from May",
            "when I'm in town I stay with my aunt",
        ],
        ..rule(
            "conditional_to_listener",
            Skip,
            r"^(?:if|when|whenever|once) you(?:'re|'ve|'d|'ll)?\b",
            Yield::Skip(SkipReason::ToListener),
            &[
                "if you ever come to Lisbon, give me a shout",
                "when you're back in town, we should grab a coffee",
                "once you've tried it, tell me what you think",
            ],
        )
    },
    Rule {
        counter: &[
            "my sister can be a bit much",
            "our landlord can be slow to fix things",
            "the gym can get packed on Mondays",
        ],
        unless: Some(r"\b(?:i|i'm|my|we|our|us|me)\b|\d|(?-i:\s[A-Z][a-z]+\b)"),
        ..rule(
            "generic_can_be",
            Skip,
            r"^(?:it|that|this|[a-z]+(?: [a-z]+){0,3}) can (?:be|feel|get|seem|make|take)\b",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "music can be so uplifting",
                "teenagers can be a real handful",
                "it can take a while to settle into a new routine",
                "long winters can feel endless",
            ],
        )
    },
    Rule {
        counter: &[
            "I quit my job at the bank",
            "I stay in Leith during the week",
            "I keep bees on the allotment",
            "I'm not giving up my allotment",
            "we're not gonna give up the flat",
        ],
        ..rule(
            "resolve",
            Skip,
            r"^(?:(?:i|we)(?:'ll| will|'m going to| am going to|'m gonna|'re going to|'re gonna| just| gotta| have to| need to| must|'m trying to|'re trying to|'m|'re)? |(?:gotta|got to|have to|need to|must|gonna|going to) )(?:(?:just |definitely )?(?:keep|keeping) (?:on )?(?:going|pushing|trying|plugging|working hard|working at it|working on it|at it|moving forward|my head up|our heads up|smiling|the faith|hustling|grinding|learning|growing|doing (?:my|our) best|(?:chasing|following|pursuing) (?:my|our|the) (?:dreams?|goals?|passions?)|believing in (?:myself|ourselves|my|our|it))|(?:stay|staying) (?:positive|strong|optimistic|focused|motivated|hopeful|determined)|do (?:my|our) best|try (?:my|our) best)\b|^(?:i|we) (?:won't|will not|will never|never|am not going to|'m not going to|are not going to|aren't going to) (?:give up|quit|stop trying|back down)\b|^(?:i|we)(?:'ll| will| can| am going to|'m going to|'m gonna|'re going to) (?:definitely |totally |surely )?(?:reach|achieve|make|fulfil|fulfill|chase|follow|accomplish|live) (?:my|our|all my|all our) (?:dreams?|goals?)\b|^(?:i|we)(?:'m| am|'re| are) not(?: gonna| going to)? (?:give up|giving up)(?: on\b|[\s.!]*$)",
            Yield::Skip(SkipReason::Mood),
            &[
                "I'll keep plugging away at it",
                "I'll keep working at it",
                "I will reach my dreams!",
                "we're going to achieve our goals",
                "I can make all my dreams come true",
                "we won't give up on it",
                "I'm going to stay optimistic",
                "I just keep doing my best",
                "I'm staying focused on the goal",
                "gotta keep pushing through the rehab",
                "need to stay focused this season",
                "have to keep at it, no excuses",
                "I'm trying to keep my head up",
                "I'm not gonna give up on the plan",
                "gonna keep chasing the dream",
                "I'll keep believing in myself",
                "we're not giving up.",
            ],
        )
    },
    Rule {
        counter: &[
            "I'll do that course in May",
            "I'll try the new gym on Monday",
        ],
        ..rule(
            "taking_advice",
            Skip,
            r"^i'll (?:definitely |totally |have to |need to )?(?:do|try|check|look into|give|keep|bear|think about|remember) (?:that|it|this|those|them)(?: out| in mind| a (?:go|try|shot))?[\s.!]*$",
            Yield::Skip(SkipReason::ToListener),
            &[
                "I'll give it a go",
                "I'll definitely look into it",
                "I'll keep that in mind!",
            ],
        )
    },
    Rule {
        counter: &["I got a puppy", "we're back in Hull", "I love jazz"],
        ..rule(
            "nothing_said",
            Skip,
            r#"^(?:[\s,.!?;:"()%-]*\b(?:100|completely|entirely|fully|wholeheartedly|i|me|my|myself|we|us|our|ourselves|you|your|yourself|it|its|this|that|these|those|they|them|there|here|am|is|are|was|were|be|been|being|have|has|had|do|does|did|can|could|will|would|should|must|might|gonna|wanna|gotta|not|no|never|so|really|totally|just|very|super|too|also|even|still|all|always|definitely|sure|truly|pretty|quite|real|absolutely|get|gets|got|getting|make|makes|making|made|go|goes|going|keep|keeps|keeping|try|tries|trying|know|knows|think|thinks|feel|feels|understand|understands|agree|agrees|mean|means|hope|hopes|bet|guess|appreciate|appreciates|love|loves|like|likes|thing|things|stuff|lot|way|difference|more|much|out|up|on|for|to|with|about|of|at|in|a|an|the|and|but|or|what|how|as|if|glad|happy|busy|fine|good|great|awesome|amazing|now|again|one|some|something|everything|anything|back|well|right|yeah|yes|ok|okay|oh|totally|forward|best|deal|point|true|same|too)(?:n't|'(?:m|s|re|ve|ll|d))?\b)+[\s,.!?;:"()%-]*$"#,
            Yield::Skip(SkipReason::Vague),
            &[
                "we got this!",
                "I totally agree, it really makes a difference",
                "I couldn't agree more",
                "I'm so glad it's going well",
                "I 100% agree",
                "completely agree with that",
            ],
        )
    },
    Rule {
        counter: &["I mentioned my allergy to the waiter"],
        ..rule(
            "about_the_conversation",
            Skip,
            r"\b(?:mention(?:ed)?|told you|said|tell you) (?:this|that|it)\b|\b(?:gonna|going to) sound (?:so |really |a bit )?(?:random|weird|silly|strange)\b|^just to (?:make it|be clear|confuse)",
            Yield::Skip(SkipReason::ToListener),
            &[
                "not sure I ever mentioned this",
                "this is going to sound really weird",
                "I think I told you that already",
            ],
        )
    },
    // "One guest has a sesame allergy", "someone at work got engaged":
    // what is said of someone unnamed and unrelated is not the speaker's.
    Rule {
        unless: Some(r"\b(?:called|named|my|our|me|us|i|i'm|i've|we|we're)\b"),
        counter: &[
            "someone called Rory has moved in upstairs",
            "somebody nicked my bike from the station",
            "a guest at the wedding asked me to sing",
        ],
        ..rule(
            "someone_unnamed",
            Skip,
            r"^(?:someone|somebody|one guest|a guest|a customer|a patient|a stranger|one of the (?:guests|customers|patients|parents|other \w+)|this (?:guy|woman|man|lady|bloke|girl|lad))\b",
            Yield::Skip(SkipReason::SomeoneElse),
            &[
                "one guest can't have gluten",
                "someone in the office is pregnant",
                "a customer was vegan so the chef made a special",
                "one of the parents runs a bakery",
            ],
        )
    },
    // "Back when I lived in Dundee, I cycled everywhere": the first clause
    // is when, not news; "when I get home" looks ahead and says nothing.
    Rule {
        counter: &[
            "when I get home I'll ring you",
            "I was in Leeds when it happened",
            "I lived in Dundee for ten years",
        ],
        ..rule(
            "setting",
            Skip,
            r"^(?:back |way back |years ago |ages ago )?when (?:i|we) (?:was|were|lived|worked|studied|had|used to)\b|^(?:back )?in my (?:twenties|thirties|forties|teens|uni days|student days|younger days)\b|^(?:back )?in my (?:[\w-]+ ){1,2}(?:days|years|phase|era)\b",
            Yield::Skip(SkipReason::Setting),
            &[
                "back when we had the farm",
                "when I was working in Dubai",
                "years ago when I lived in Crewe",
                "in my twenties",
                "in my smoking days I'd have been out there every hour",
                "back in my party years we never slept",
                "in my goth phase I only wore black",
            ],
        )
    },
    Rule {
        // "I'd like to get down to 75": a target with its figure is the
        // speaker's goal, not a wish.
        unless: Some(
            r"\b(?:now|anymore|any more|nowadays|these days)\b|\b(?:might|may) as well\b|^(?:i'd|i would|we'd|i) (?:like|love|want|hope) to get (?:\w+ ){0,3}(?:down|up) to (?:under |below |over |about |around )?\d",
        ),
        counter: &[
            "I'm vegan now, maybe forever",
            "I'd like to get down to 75",
            "I want to get my 5k down to 25 minutes",
            "I'd love to get my squat up to 100 kilos",
            "I've booked the sleeper train, might as well make a weekend of it",
            "we've entered the relay, may as well",
            "she's bought the blue one, might as well match",
        ],
        ..rule(
            "hedge",
            Skip,
            r"\b(?:maybe|might|thinking about|thinking of|not sure|wondering|if i|if we|considering|toying with|weighing up|mulling(?: over)?|flirting with the idea|i wish|would love to|if only|hoping to|hope to|someday|one day|perhaps|tempted to|could end up|in two minds|daydream(?:s|ing|ed)? (?:about|of)|fantasi[sz](?:e|es|ing|ed) about|doubt (?:i|we|she|he|they)(?:'ll| will| would|'d)? ever)\b|^(?:probably|possibly)\b|\b(?:hope|hoping|think|thinking|guess|suppose|reckon) so\b|\b(?:hope|hoping) for the best\b|\bfingers crossed\b|\binto the unknown\b|\b(?:i|we)(?: think| reckon| feel like)?(?: i| we)? (?:should|could|ought to) (?:just |probably |really |honestly )?(?:quit|move|become|retrain|pack in|jack in|sell|leave|switch|emigrate|go part-time)\b|\b(?:my|our) dream (?:\w+ )?(?:is|would be|'d be|has always been|was always)\b|\b(?:i|we)'d (?:love|like) to (?:be|become|work|live|move|have|get|own|run)\b|\b(?:tried|trying|attempted) to (?:buy|get|rent|book|adopt|sell|move)\b|\bin an? (?:ideal|perfect) world\b|\bgiven (?:half )?(?:a|the) chance\b|\bmoney (?:were|was) no object\b|\b(?:with|after) (?:a|the|a big) (?:lottery|premium bonds?|pools) win\b|\b(?:i|we|they)'d be (?:off|gone|out of here|straight off|moving|living|packing)\b",
            Yield::Skip(SkipReason::Hedge),
            &[
                "in an ideal world I'd work four days a week",
                "sometimes I daydream about retraining as a vet",
                "she fantasises about opening a bakery",
                "I'd like to learn the violin but I doubt I ever will",
                "given half a chance we'd emigrate to Canada",
                "if money were no object I'd buy a narrowboat",
                "after a big premium bonds win we'd be packing for Spain",
                "we're toying with a move to the coast",
                "I'm weighing up going part-time",
                "still mulling over a career change",
                "honestly I reckon I should jack in the job and open a café",
                "we should just sell up and emigrate",
                "I ought to retrain as an electrician",
                "my dream job would be running a bookshop",
                "our dream is a cottage by the sea",
                "my dream has always been to sail round Scotland",
                "I'd love to work with horses",
                "we'd like to have a third child",
                "I'd like to own a campervan",
                "we tried to adopt a greyhound",
                "I tried to get a flat in Hove",
                "she attempted to book the Lakes",
                "probably the grey one, it's cheaper",
                "possibly Porto in the spring",
                "I might take up the violin",
                "maybe we'll move to Bath",
                "I'm thinking about getting a bike",
                "I wish I lived by the sea",
                "I'm hoping so",
                "we think so, yeah",
                "I guess so, if the weather holds",
                "we're just hoping for the best with the move",
                "fingers crossed it's not broken",
                "it feels like a leap into the unknown",
            ],
        )
    },
    // "I'm tempted to try the vegan menu now": a leaning is no choice,
    // even with a "now" that would keep a hedge ("I'm vegan now, maybe
    // forever").
    Rule {
        counter: &[
            "I was tempted to quit but I'm staying at the bakery now",
            "we stopped considering Spain, we're staying in Hull now",
            "I've joined the choir now",
        ],
        ..rule(
            "a_leaning_not_a_choice",
            Skip,
            r"^(?:(?:now|so|and|but|honestly|really|actually|seriously) )*(?:i'm|i am|we're|we are|i've been|we've been) (?:(?:now|really|seriously|kind of|kinda|sort of|quite|so|very|half|almost|properly) )*(?:tempted to|toying with|thinking (?:about|of)|considering|weighing up|mulling over|wondering about)\b",
            Yield::Skip(SkipReason::Hedge),
            &[
                "I'm tempted to join a rowing club now",
                "we're seriously considering a move to Norwich now",
                "Now I'm thinking about retraining as a midwife",
                "honestly I've been toying with selling the van now",
            ],
        )
    },
    // "Finally giving it a go", "might give it a shot": a try at an "it"
    // that names nothing alone.
    Rule {
        counter: &[
            "giving pottery a go this spring",
            "I gave the new climbing wall a try",
            "we're giving Spanish lessons a shot",
        ],
        ..rule(
            "a_try_at_it",
            Skip,
            r"\b(?:giv(?:e|es|ing|en)|gave) (?:it|that|this|them) a (?:go|shot|try|whirl|bash|crack|fair go|proper go|proper try)\b",
            Yield::Skip(SkipReason::Unresolved),
            &[
                "Finally giving it a go.",
                "I might give it a shot next month",
                "we gave it a whirl on Saturday",
                "thought I'd give that a bash",
            ],
        )
    },
    // "I'm crossing my fingers", "knock on wood": a hope with nothing
    // hoped for said.
    Rule {
        counter: &[
            "keeping my fingers crossed for the interview at the council on Friday",
            "I crossed my fingers when I heard my name at the ceremony",
            "I hurt my fingers at climbing",
        ],
        ..rule(
            "a_hope_for_nothing_named",
            Skip,
            r"^(?:(?:and|but|so|still|just|i'm|i am|we're|we are|i|we|am|are) )*(?:(?:crossing|keeping|got|have) (?:my|our|all my|all our) fingers(?: and toes)?(?: crossed)?|fingers(?: and toes)? crossed|touch wood|knock on wood|praying for the best)(?: (?:for now|for luck|here|though|anyway|as always))?[\s.!]*$",
            Yield::Skip(SkipReason::Mood),
            &[
                "I'm crossing my fingers.",
                "keeping my fingers crossed",
                "knock on wood!",
                "we're crossing all our fingers and toes for luck",
            ],
        )
    },
    // "Hard work got me here", "stubbornness carried us this far": what
    // brought the speaker "here" is an evaluation of a road untold.
    // "here's a pic of the cake I baked": a photo handed over, which the
    // words only point at.
    Rule {
        counter: &[
            "I'm here with my mum till Sunday",
            "there's a new café opening here",
            "we came here in 2019 from Gdańsk",
        ],
        ..rule(
            "pointing_at_a_photo",
            Skip,
            r"^(?:(?:and|so|oh|anyway|look|ok|okay|also|plus|well|but) )*(?:here(?:'s| is| are)|check (?:this|these|it|them) out|take a look at (?:this|these)|look at (?:this|these))\b",
            Yield::Skip(SkipReason::Unresolved),
            &[
                "here's a pic of the cake I baked for Mum",
                "Here are the shoes I got for the wedding",
                "anyway here is my little veg patch",
                "check this out, the bike I built",
            ],
        )
    },
    // "love his energy on stage", "really admire her patience": praise of
    // someone's trait, with who said only by a pronoun and no subject.
    Rule {
        counter: &[
            "love my new job at the library",
            "I love her, she's my best friend",
            "adore Sam's garden in June",
        ],
        ..rule(
            "praise_of_someone_unnamed",
            Skip,
            r"^(?:(?:really|totally|just|so|also|and|but|honestly|absolutely) )*(?:love|loved|adore|adored|admire|admired|respect|respected|dig) (?:his|her|their|its|him|them)\b",
            Yield::Skip(SkipReason::Unresolved),
            &[
                "love his energy on stage",
                "Really admire her patience with the kids",
                "adore their harmonies",
                "totally respect him for owning up",
            ],
        )
    },
    // "I felt so welcome there", "we felt really lucky that day": how the
    // speaker felt at the time, which passes.
    Rule {
        counter: &[
            "I felt a lump in my neck last week",
            "I felt like quitting the choir",
            "I've felt really unwell since the vaccine",
        ],
        ..rule(
            "a_feeling_at_the_time",
            Skip,
            r"^(?:(?:and|but|so|honestly|just) )*(?:i|we) (?:(?:really|honestly|just|truly|actually) )?felt (?:(?:so|really|very|super|incredibly|truly|totally|pretty|quite|extremely|genuinely|completely|absolutely) )+(?:[a-z-]+)(?:,? (?:and|but) (?:(?:so|really|very) )?[a-z-]+)?(?:[\s.!,]|$)",
            Yield::Skip(SkipReason::Mood),
            &[
                "I felt so welcome at the supper club",
                "we felt really lucky that day",
                "honestly I felt incredibly proud and a bit teary",
                "I felt totally at home there",
            ],
        )
    },
    // "the best bit was the fireworks", "the hardest part of the trip was
    // the ferry back": the high or low point of something past.
    Rule {
        counter: &[
            "the best part of my job is the commute home",
            "the worst thing about Leeds is the rent",
            "my best friend was my bridesmaid",
        ],
        ..rule(
            "the_best_of_it",
            Skip,
            r"^(?:(?:and|but|so|honestly) )*the (?:best|worst|hardest|funniest|nicest|coolest|greatest|scariest|toughest|strangest|weirdest|saddest|loveliest|highlight) (?:part|bit|thing|moment|highlight)(?: (?:of (?:it|that|the (?:day|trip|night|weekend|game|match|event|show|holiday|visit|wedding|party|race|gig|concert|evening|morning|tour))|for (?:me|us|them)|by far))* (?:was|were|had to be)\b",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "the best bit was the fireworks at the end",
                "The hardest part of the trip was the ferry back",
                "the funniest moment for us was a goat eating a sandwich",
                "And the nicest thing by far was meeting her parents",
            ],
        )
    },
    // "Seven years now", "almost three months already": how long
    // something has lasted, with nothing said of what.
    Rule {
        counter: &[
            "Seven years old now",
            "two years married this June",
            "ten weeks pregnant already",
        ],
        ..rule(
            "a_span_of_nothing_named",
            Skip,
            r"^(?:(?:about|almost|nearly|over|around|just|going on|well over|more than) )?(?:a|an|a few|a couple of|several|\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty) (?:years?|months?|weeks?|days?|hours?|decades?)(?: (?:now|already|so far|and counting|today|tomorrow|next week|this week|this month|this year))?[\s.!]*$",
            Yield::Skip(SkipReason::Fragment),
            &[
                "Seven years now.",
                "almost three months already!",
                "Over a decade and counting",
                "two weeks today",
            ],
        )
    },
    Rule {
        counter: &[
            "my dad got me here from the airport at midnight",
            "a scholarship brought me here to Leeds in 2019",
            "the night bus got us home",
        ],
        ..rule(
            "what_got_me_here",
            Skip,
            r"\b(?:got|gets|brought|brings|led|leads|carried|carries|pushed|took) (?:me|us) (?:here|this far|so far|to this point|to where (?:i am|i'm|we are|we're)(?: now| today)?)[\s.!]*$",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "Hard work got me here",
                "stubbornness is what carried us this far",
                "all those early shifts led me to this point",
                "coffee brought me to where I am today",
            ],
        )
    },
    // "mornings were killing me", "evenings are so much calmer now": a
    // verdict on a time of the week, not a routine.
    Rule {
        counter: &[
            "mornings are for the gym now",
            "weekends are when I see Dad",
            "evenings are choir and homework",
        ],
        ..rule(
            "a_time_of_the_week_judged",
            Skip,
            r"^(?:the )?(?:mornings|evenings|nights|afternoons|weekends|weekdays|lunchtimes)(?: [a-z]+)? (?:are|were|have been|had been|felt|feel|'re) (?:(?:so|much|way|a lot|far|really|just|getting|absolutely|a bit|pretty|quite|totally) )*(?:killing (?:me|us)|a nightmare|hell|chaos|calmer|easier|harder|better|worse|quieter|busier|manic|mad|brutal|awful|lovely|bliss|a struggle|a killer|a drag|exhausting|tiring|rough|stressful|relaxed|more relaxed)\b",
            Yield::Skip(SkipReason::Evaluation),
            &[
                "mornings were killing me",
                "evenings are so much calmer now",
                "weekends have been a nightmare",
                "the nights were getting brutal",
            ],
        )
    },
    // ---- corrections ----------------------------------------------------
    Rule {
        counter: &[
            "no worries at all",
            "I mean, it's fine",
            "I want to help make that happen",
            "we'll make it work somehow",
            "there's no hold on the account any more",
            "hoping to make it to the final",
            "it's the 9th of June, sorry. Not July.",
            "we're in Hove, sorry, not Brighton",
        ],
        // "March, sorry. Not May.": the "not" says what was wrong before;
        // what follows "sorry" replaces nothing.
        unless: Some(
            r"\bsorry[,.:!]?\s+not\b|\b(?:there's|there is|there was|is|was|had|put) no (?:hang|hold) on\b",
        ),
        ..rule(
            "inline_correction",
            Correction,
            r"[,.;]?\s+(?:no,? sorry|sorry,? no|no,? wait|wait,? no|or rather|or,? (?:um,? |er,? )?no(?:,? wait)?|actually,? no|no,? actually|scratch that|(?:hang|hold) on,? no,?|hang on[,.:]|no,? (?:hang|hold) on,?|my bad|sorry,? i mean|i mean(?: to say)?|no no|sorry)[,.:]?\s+|[,.;]\s+(?:(?:hmm|um|er|erm),? )?(?:no,? )?(?:actually,? )?make (?:that|it)[,.:]?\s+|,\s+(?:oh |ah |er )?no,\s+",
            Yield::InlineCorrection,
            &[
                "I'll bring the salmon, no, make that the risotto",
                "two tickets for Friday, make it three",
                "we're leaving at 6. Hmm, make that 7.",
                "the party's on the 12th, no sorry, the 14th",
                "flat 9, scratch that, flat 19",
                "it's at Kings Cross, I mean Euston",
                "the code's 4417, oh no, 4471",
                "my train's at 8, or, no, 8.15",
                "she's in year 4, or no wait, year 5",
                "the party's Friday or, um, no, Saturday",
                "the dentist is on the 3rd no hang on the 5th",
                "my cousin's called Rob no hold on Rab",
                "the table is booked for the 14th, hang on, no, the 15th",
                "she's in room 12 hang on no room 21",
            ],
        )
    },
    Rule {
        counter: &[
            "I said hello, it's nice to finally meet her",
            "I said yes, it's a big step for us",
            "she said Tuesday, it's her day off",
        ],
        ..rule(
            "said_but_meant",
            Correction,
            r"\bsaid (?P<wrong>[\w' ]{1,30}?),? (?:but )?(?:i )?(?:meant|mean|should have said) (?P<right>[\w' ]{1,30})|\b(?:i (?:think i |might have |may have )?)?(?:said|told you|mentioned) (?P<wrong2>[\w' ]{1,30}?)(?: (?:last week|last time|earlier|before|the other day|yesterday))?,? but (?:(?:it's|it is|it was|he's|he is|she's|she is|they're|they are|i'm|we're) )?(?:actually|really|in fact) (?:(?:in|at|on) )?(?P<right2>[\w' ]{1,30})|\b(?:said|told you|mentioned) (?P<wrong3>(?:the )?[\w' ]{0,12}\d[\w' ]{0,20}?)(?: for (?:my|our|the|his|her) [\w' ]{1,20}?)?,? but (?:it's|it is|it was|it's actually|it is actually) (?P<right3>(?:the )?\d{1,2}(?:st|nd|rd|th)?(?: of (?:january|february|march|april|may|june|july|august|september|october|november|december))?)\b|\bdid i (?:say|write|tell you|put) (?P<wrong4>[\w']+(?: [\w']+){0,2})\?\s*(?:(?:sorry|oops|no),?\s*)?(?:i meant|i mean|it's|it is|it should be|should be|should have been)\s+(?P<right4>[\w']+)|\b(?:it|that)(?:'s not|'s never| is not| isn't| is never| was not| wasn't| was never| never was) (?:the |my |a |an |his |her )?(?P<wrong5>[\w'-]+)(?: after all| at all| all along)?,\s*(?:it's|it is|it was|it's been|that's)(?: actually| really| just| apparently)? (?:an? |the |my |his |her )?(?P<right5>[\w'-]+)|\b(?:sorry,? |oops,? )?i (?:said|put|wrote|typed) (?P<wrong6>\d[\w:.]*|(?-i:[A-Z])[\w'-]+),\s*(?:it's|it is|it should be|it should have been|that should be|that's meant to be)(?: actually| really)? (?P<right6>\d[\w:.]*|(?-i:[A-Z])[\w'-]+)",
            Yield::Restate,
            &[
                "turns out it was never the nuts, it's a sesame thing",
                "it's not my thyroid after all, it's an iron problem",
                "it wasn't the cat, it's actually the dust that sets me off",
                "I told you Tuesday last time but it's actually Wednesday",
                "I said the blue one earlier, but it's really the green one",
                "did I say Jayden? I meant Jaden",
                "Did I write Tuesday? Sorry, it's Wednesday",
                "did I tell you 42? it should be 24",
                "I mentioned Leeds before but she's actually in York",
                "I said Wednesday but I meant Thursday",
                "sorry, when I said Ruth I meant Rachel",
                "I said 6 but meant 7",
                "I told you the 14th for the party but it's the 16th",
                "I said the 2nd of June for my scan, but it's the 9th",
                "I mentioned 4 for our viewing but it's 5",
                "I told you my son was 7 but he's actually 8",
                "I think I said the flat was on floor 3, but it's actually on 4",
                "I mentioned her shop is in Frome, but it's really in Bruton",
                "I said Thursday, it's Friday actually, my mistake",
                "oops, I put 3pm, it should be 4pm for the dentist",
                "sorry I wrote Megan, it's Meghan with an h",
            ],
        )
    },
    // "I told you Gran was 90, but that's not right, she's 92": what was
    // said before is called wrong and the right value follows. Its own
    // rule: joined to `said_but_meant` the pattern outgrows the regex
    // size limit.
    rule(
        "said_and_was_wrong",
        Standalone,
        r"\b(?:said|told you|mentioned) (?:that )?(?P<wrong7>[\w' ]{1,30}?),? but (?:that was|that's|that is|i was|i got (?:it|that)) (?:wrong|not right|a mistake|not true|all wrong)[,.;]? (?:(?:it's|it is|he's|he is|she's|she is|they're|they are|i'm|we're) )?(?:actually |really )?(?:(?:in|at|on) )?(?P<right7>[\w' ]{1,30})|\b(?:i )?called (?-i:[A-Z][a-z]+) (?:a|an) (?P<wrong8>[\w'-]+(?: [\w'-]+)?)(?: (?:last week|last time|earlier|before|the other day|yesterday))?,? but (?:he|she|it)(?:'s| is) (?:really|actually|in fact) (?:a|an) (?P<right8>[\w'-]+(?: [\w'-]+)?)",
        Yield::Restate,
        &[
            "I called Bruno a boxer last week but he's really a Staffie cross",
            "I called Nell a tabby before, but she's actually a tortoiseshell",
            "I called Rolo a hamster earlier but he's really a gerbil",
            "I said my sister works in Leeds but that was wrong, she's in Bradford",
            "I mentioned the party is on Friday but I was wrong, it's Saturday",
            "I told you Gran was 90, but that's not right, she's 92",
        ],
    ),
    // "my go-to pub is the Crown, or it was until it closed": what is
    // said in the present is taken back in the same breath.
    Rule {
        counter: &[
            "the party was brilliant, it was",
            "she's a star, she is",
            "the flat is tiny, it was a squeeze at first",
        ],
        ..rule(
            "no_longer_so",
            Standalone,
            r"\b(?P<verb>is|are|'s|'re)\b[^.!?]*?(?P<tail>,\s*(?:(?:or|well|at least|i mean),?\s*)?(?:it|he|she|they|we|that) (?:was|were|used to be)(?: (?:until|till) [^,.!?]*)?\s*[.!]?)$",
            Yield::Cue(Cue::Retraction),
            &[
                "my go-to pub is the Crown, or it was until it closed",
                "our dentist is Dr Shah, well, she was",
                "we're with EE, or we were till March",
            ],
        )
    },
    // Someone gone for good: died, put down, or rehomed ("we had to
    // rehome Pickle").
    Rule {
        counter: &[
            "I lost my keys",
            "the battery died on me",
            "I gave my old bike away",
            "I said goodbye to Sam at the station",
            "Tom passed on the job at the bank",
        ],
        ..rule(
            "death",
            Standalone,
            r"(?-i:\b[A-ZÀ-Þ][a-zß-ÿ]+) (?:\w+ ){0,3}(?:passed away|died)\b|(?-i:\b[A-ZÀ-Þ][a-zß-ÿ]+) (?:\w+ ){0,2}passed on(?:[,.!]|$| (?:last|yesterday|this|peacefully|in (?:the|his|her) sleep)\b)|^(?:she|he)(?: (?:just|sadly|finally|peacefully))? (?:passed away|died)\b|\b(?:put|have|had) (?-i:[A-ZÀ-Þ][a-zß-ÿ]+) (?:put )?(?:down|to sleep)\b|\blost (?-i:[A-ZÀ-Þ][a-zß-ÿ]+)\b|\b(?:had|have|'ve|'d) to say (?:(?:our|my|a) (?:last |final )?)?goodbyes? to (?-i:[A-ZÀ-Þ][a-zß-ÿ]+)\b|(?-i:\b[A-ZÀ-Þ][a-zß-ÿ]+) (?:was|got|had to be|has been|'s been) put (?:down|to sleep)\b|\bsaid (?:our|my) (?:last|final) goodbyes? to (?-i:[A-ZÀ-Þ][a-zß-ÿ]+)\b|\b(?:rehomed?|rehoming|gave away|given away|giving away) (?-i:[A-ZÀ-Þ][a-zß-ÿ]+)\b|\b(?:gave|given|giving) (?-i:[A-ZÀ-Þ][a-zß-ÿ]+) away\b|(?-i:\b[A-ZÀ-Þ][a-zß-ÿ]+)(?:'s been| has been| was| got| is being| had to be) rehomed\b",
            Yield::Cue(Cue::Retraction),
            &[
                "we had to say goodbye to Pudding on Friday",
                "Rolo had to be put down last week",
                "Biscuit passed on last Tuesday, bless her",
                "Grandad Ted peacefully passed on in his sleep",
                "Smudge got put to sleep at the vet's",
                "said our last goodbyes to Monty at the vet's",
                "we had to have Biscuit put to sleep on Monday",
                "we lost Nana Joan just before Christmas",
                "my old tortoise Shelly died over the winter",
                "he died in his sleep at ninety",
                "we had to rehome Pickle when the baby came",
                "gave Nibbles away to a family with a big garden",
                "we're rehoming Bramble, the flat's too small",
                "Toffee's been rehomed with my cousin",
                "Mabel got rehomed to a farm in the spring",
                "sadly Pip had to be rehomed, the landlord said no pets",
            ],
        )
    },
    // "Guess who's the new head chef", "yours truly passed": the speaker
    // speaks of themself as someone else; read as "I". Not a question
    // ("guess who's coming?") and not when the speaker is the object
    // ("guess who I saw").
    Rule {
        counter: &[
            "guess who I bumped into at the station",
            "you'll never guess what happened",
            "look who we saw at the match",
        ],
        unless: Some(r"\b(?:guess|look) who (?:i|we)\b"),
        ..rule(
            "speaker_as_someone_else",
            Standalone,
            r"(?:^|[.!;,]\s+)\W*(?P<who>(?:(?:so|and|well|oh|ok|okay) )?(?:guess who|look who|yours truly|muggins here|this one here))\b(?P<verb>'s|\s+is|\s+has)?",
            Yield::Rewrite,
            &[
                "guess who's the new head chef",
                "look who finally passed the driving test",
                "yours truly is now the team captain",
                "so guess who got the flat",
            ],
        )
    },
    // "veggie here, so no meat please", "lifelong Spurs fan here": the
    // speaker introduces themself by what they are, said as "I'm …". Only
    // at the start of a sentence, with "here" closing the phrase, and only
    // for words that say what a person is (a diet, a fan, a role, a job);
    // "same here", "raining here" and "a nurse here told me" are no such
    // introduction.
    Rule {
        counter: &[
            "same here, it was chaos",
            "raining here again, obviously",
            "the only vegan here is my brother",
            "a nurse here told me to rest it",
        ],
        ..rule(
            "speaker_by_what_they_are",
            Standalone,
            concat!(
                r"(?:^|[.!;]\s+)\W*(?P<what>(?:(?:an? |another |fellow )?(?:(?:proud|lifelong|big|huge|massive|die-hard|diehard|first-time|first time|busy|tired|exhausted|newly qualified|retired|full-time|part-time|total|complete|self-confessed|recovering|former|ex-) )?(?:(?-i:[A-Z][\w&'-]*) |[\w-]+ )?(?:fan|supporter|season ticket holder|person|owl|lark|nerd|geek|addict|lover|type|mum|mom|dad|parent|grandparent|grandma|grandad|carer|student|learner|beginner|newbie|novice|runner|cyclist|swimmer|climber|smoker|ex-smoker|introvert|extrovert|",
                job_nouns!(),
                r")(?: of (?:one|two|three|four|five|six|\d+|twins|triplets|teens|toddlers|young kids)| (?:at|for|in|with|on) (?:the |a |an )?[\w&'-]+(?: (?-i:[A-Z])[\w&'-]*){0,3})?|vegan|vegetarian|veggie|pescatarian|pescetarian|coeliac|celiac|diabetic|teetotal|teetotaller)) here\b(?P<after>\s*(?:[,.!;:\u{2013}\u{2014}-]|$|(?:and|but|so|since|for|with|too|as well|btw|haha|lol)\b))",
            ),
            Yield::Rewrite,
            &[
                "veggie here, so no meat in the plan please",
                "lifelong Spurs fan here, don't judge me",
                "night owl here. never asleep before two",
                "mum of three here and totally shattered",
                "paramedic here, nights mostly",
                "pharmacist at Boots here, five days a week",
                "NHS physio here!",
                "night-shift nurse at the Royal here - so tired",
            ],
        )
    },
    // "got promoted! senior analyst as of June": the title said after the
    // news is what the speaker was promoted to.
    Rule {
        counter: &[
            "I got promoted to manager",
            "promoted! we're celebrating tonight",
            "she got promoted. Her team threw a party",
            "got the job! we're off to the pub",
        ],
        ..rule(
            "promoted_then_title",
            Standalone,
            r"(?:\bpromoted(?: me| him| her)?|\bgot (?:the|my|a|her|his) (?:promotion|job|role|post)|\b(?:my|her|his) promotion (?:came through|went through|was confirmed))\s*[!.,:;\u{2013}\u{2014}-]+\s*(?P<title>(?:(?:now|officially) )?(?:[\w-]+ ){0,2}(?:lead|head|manager|director|supervisor|coordinator|editor|captain|chef|officer|analyst|engineer|designer|partner|principal|consultant|associate|sergeant|inspector|controller|administrator))\b",
            Yield::Rewrite,
            &[
                "Promoted!! deputy manager from next week",
                "they promoted me - area supervisor now",
                "I was promoted, senior engineer as of June",
                "got the promotion! shift manager from Monday",
                "my promotion came through: head chef as of March",
                "She got the job - junior designer at a studio in Hove",
            ],
        )
    },
    // "We've moved Mum into a care home": where someone else now lives,
    // said with the speaker as the one who moved them.
    Rule {
        counter: &[
            "we moved the sofa into the spare room",
            "I moved Dad's car into the garage",
            "they moved Sunday lunch to the pub",
        ],
        ..rule(
            "moved_someone_in",
            Standalone,
            r"\b(?:i|we|they)(?:'ve| have| had|'d)? (?:finally |just |now )?(?:(?:had|have|has|'ve had|decided|managed) to )?(?:moved?|put|got|get|settled?) (?P<who>(?:(?:my|our) )?(?:mum|mom|mother|dad|father|gran|granny|nan|nana|grandma|grandmother|grandad|grandpa|grandfather|aunt|auntie|uncle|brother|sister|son|daughter)|(?-i:[A-ZÀ-Þ][a-zß-ÿ]+)) (?:into|in|in to) (?P<where>(?:a|an|the|her|his|their|our|my|sheltered|supported|assisted) )",
            Yield::Rewrite,
            &[
                "We've moved Mum into a care home near us",
                "we finally got Dad into sheltered housing in Ripon",
                "I've put my gran in a nursing home nearer to me",
                "they moved Rosa into a flat of her own",
                "we had to move my dad into a home in Crewe",
                "we've decided to move Gran into sheltered housing",
                "I managed to get Mum into a care home by the sea",
            ],
        )
    },
    // "We brought Mum to live with us": where she lives, said with the
    // speaker as the one who took her in.
    Rule {
        counter: &[
            "we brought Mum to the party with us",
            "I took Dad to lunch with me",
            "we had Gran to stay for the weekend",
        ],
        ..rule(
            "took_someone_in",
            Standalone,
            r"\b(?:i|we|they)(?:'ve| have| had|'d)? (?:finally |just |now )?(?:(?:had|have|has|'ve had|decided|managed) to )?(?:brought|bring|took|taken|take|had|moved|move|got) (?P<who>(?:(?:my|our) )?(?:mum|mom|mother|dad|father|gran|granny|nan|nana|grandma|grandmother|grandad|grandpa|grandfather|aunt|auntie|uncle|brother|sister|son|daughter|mother-in-law|father-in-law)|(?-i:[A-ZÀ-Þ][a-zß-ÿ]+)) (?:in )?to live with (?P<with>us|me)\b",
            Yield::Rewrite,
            &[
                "after the op we brought Dad to live with us",
                "we've taken my mother-in-law in to live with us",
                "I had to move Gran to live with me when the house sold",
            ],
        )
    },
    // "My girls are Lina, who's 6, and Noor, who's 3": two people's ages
    // said in one breath, each said on its own so a birthday changes one.
    Rule {
        counter: &[
            "Lina and Noor are 6 and 3",
            "Tom, who's lovely, and Ben came round",
            "my kids are Sam and Alfie",
        ],
        ..rule(
            "ages_of_two",
            Standalone,
            r"(?-i:(?P<a>[A-Z][a-z]+)),? (?:\(|who's |who is |aged |age )(?:just |nearly |almost )?(?P<n1>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen)\)?,? and (?-i:(?P<b>[A-Z][a-z]+)),? (?:\(|who's |who is |aged |age )(?:just |nearly |almost )?(?P<n2>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen)\)?",
            Yield::Rewrite,
            &[
                "our boys are Sam (9) and Alfie (5)",
                "I've got two, Ella who is 8 and Max who is four",
                "my nieces are Maya, aged 12, and Zara, aged 10",
            ],
        )
    },
    // "my sisters are Kerry, who lives in Derby, and Gemma": what is said
    // of a name in a clause set off by "who" is a sentence of its own
    // about them, not of the sentence around it.
    Rule {
        counter: &[
            "Kerry, who's coming tonight?",
            "I don't know who lives there",
            "Gemma who? No idea",
        ],
        ..rule(
            "said_of_a_name_by_who",
            Standalone,
            r"(?-i:\b(?P<name>[A-ZÀ-Þ][a-zß-ÿ]+)), who(?P<said>'s|’s| is| was| lives| works| has| does| teaches| runs| plays| studies| goes| moved| just| now| left| quit| retired| started| joined| became| got| drives| owns| trained| qualified| used to)\b(?P<rest>[^,.;!?]*)(?P<end>[,.;!]|$)",
            Yield::Rewrite,
            &[
                "my sisters are Kerry, who lives in Derby, and Gemma",
                "I asked Priya, who works at the council, about it",
                "we had dinner with Tom, who's just back from Peru.",
                "Ravi, who left the police in May, drives a cab now",
                "my cousin Nell, who retired last year, volunteers at the museum",
                "Dom, who now coaches the under-tens, has packed in playing",
            ],
        )
    },
    // "Aditi (my partner) switched to days": the relation in brackets.
    Rule {
        counter: &[
            "Aditi (she's lovely) rang",
            "the flat (my old one) had mould",
            "Bram (see above) is fine",
        ],
        ..rule(
            "relation_in_brackets",
            Standalone,
            r"(?-i:\b(?P<name>[A-ZÀ-Þ][a-zß-ÿ]+)) \((?P<relation>(?:my|our) (?:[\w-]+ )?[\w-]+)\)|(?-i:\b(?P<name2>[A-ZÀ-Þ][a-zß-ÿ]+)), (?:that's|that is|who's|who is|he's|she's) (?P<relation2>(?:my|our) (?:[\w-]+ )?[\w-]+),",
            Yield::Rewrite,
            &[
                "Aditi (my partner) switched to days",
                "Bram (our eldest) starts school in September",
                "Kofi (my old boss) retired",
                "Dan, that's my husband, has just started at the council",
                "Mira, who's my best friend, moved to Oslo",
                "Tolu, she's my sister-in-law, is a midwife",
            ],
        )
    },
    Rule {
        counter: &[
            "Mango, not a dog person",
            "I said no, not Tuesday",
            "definitely not Paris, London or Rome",
        ],
        ..rule(
            "not_that_name",
            Standalone,
            r"(?-i:\b(?P<right>[A-ZÀ-Þ][a-zß-ÿ]+)(?:, (?i:with|spelt|spelled|spelling|as in|silent|double|capital) [^,.!?]{1,25})?,? not (?P<wrong>[A-ZÀ-Þ][a-zß-ÿ]+)\b)|\b(?P<number>(?P<right_n>\d+)(?: (?-i:[A-Z][a-z]+)){0,3}),? not (?P<wrong_n>\d+)\b|(?:^|[,.!?;]\s+)not (?-i:(?P<wrong2>[A-ZÀ-Þ][a-zß-ÿ]+)),? (?-i:(?P<right2>[A-ZÀ-Þ][a-zß-ÿ]+))(?:[,.!?;]|$| (?:actually|sorry|obviously|i mean)\b)",
            Yield::Restate,
            &[
                "his name's Rhys, with a y, not Reece",
                "it's Siobhan, spelt the Irish way, not Shevaun",
                "the village is Alnwick, silent w, not Alnick",
                "the cat's called Mango, not Pepper",
                "it's Aoife, not Eva, she's very particular",
                "we're flying into Porto, not Lisbon",
                "my flat is 27, not 72",
                "the house is 9 Mill Lane, not 6",
                "she's 15 not 16, I keep forgetting",
                "oops, not Ruby, Rosie! my thumbs",
                "no no, not Cardiff, Carlisle",
                "sorry, not Greg, Craig, I always mix them up",
            ],
        )
    },
    // "Well, a student midwife, …" opening a turn: the role said before,
    // put more exactly.
    Rule {
        counter: &[
            "well, a student discount would help",
            "Actually a senior moment there, ignore me",
        ],
        ..rule(
            "role_narrowed",
            Standalone,
            concat!(
                r"^(?:well|technically|strictly speaking|to be precise|actually|to be fair),? (?:an? |the )?(?P<which>student|trainee|junior|senior|assistant|deputy|acting|apprentice|part-time|locum|relief|temporary|temp|interim|newly qualified|head|lead|chief|staff|associate|sous|supply|probationary|auxiliary)[ -](?P<role>",
                job_nouns!(),
                r")(?:,? (?:really|to be precise|technically|strictly speaking|to be fair|to be honest|actually))?\s*(?:[,.!;:\u{2013}\u{2014}-]+\s*|$)"
            ),
            Yield::Restate,
            &[
                "Well, a trainee accountant, I sit my finals in May",
                "Technically an assistant manager, but I run the place",
                "well, deputy manager, to be precise",
            ],
        )
    },
    // "As a night nurse, how do I …?": the speaker says what they are
    // before asking; the role is a statement of its own.
    Rule {
        counter: &[
            "as a kid I hated sprouts",
            "as a reminder, the meeting's at ten",
            "as a matter of fact I do",
        ],
        ..rule(
            "as_a_role",
            Standalone,
            concat!(
                r"^(?:so,? |well,? |and |but )?as an? (?P<role>(?:[\w-]+ ){0,2}(?:",
                job_nouns!(),
                r"|vegan|vegetarian|pescatarian|coeliac|diabetic|parent|single parent|single mum|single dad|mum|dad|homeowner|landlord|landlady|tenant|first-time buyer|freelancer|shift worker|runner|cyclist|swimmer|smoker|non-drinker|teetotaller))\b,?\s*"
            ),
            Yield::Rewrite,
            &[
                "As a night-shift nurse, how do you sleep in the day?",
                "as a vegan, what can I order at a steakhouse?",
                "as a single dad of two, any tips for packed lunches?",
                "So as a first-time buyer, is a fixed rate better?",
            ],
        )
    },
    // "my niece spells it Zahra, with an h": the name said before was
    // spelled wrong; which one, reconciliation finds by its spelling.
    Rule {
        counter: &[
            "I spelled it wrong on the card",
            "she spells out every word for the kids",
            "Anna came with a friend",
        ],
        ..rule(
            "spelt_as",
            Standalone,
            r"\b(?:spells? (?:it|her name|his name|their name|the name|that)|(?:it's|it is|name's|name is|that's|that is) spel(?:t|led)|spel(?:t|led) (?:it )?(?:as )?)\s+(?-i:(?P<right>[A-ZÀ-Þ][a-zß-ÿ'-]+))|(?-i:\b(?P<right2>[A-ZÀ-Þ][a-zß-ÿ'-]+)),? (?i:with (?:an?|two|double|one) [a-z])(?:\s|[,.!?]|$)|(?:^|[.!?]\s+)(?:(?:oh|and|so|also|btw|but|sorry|ha|haha|no|nope|well|erm|um),? )*(?:it's|it is|its|her name's|his name's) (?-i:(?P<right3>[A-ZÀ-Þ][a-zß-ÿ'-]+)),? actually(?:[,.!?]|\s*$)|(?:^|[.!?]\s+)(?:(?:oh|and|so|sorry),? )*actually,? (?:it's|it is|her name's|his name's) (?-i:(?P<right4>[A-ZÀ-Þ][a-zß-ÿ'-]+))(?:[,.!?]|\s*$)",
            Yield::Restate,
            &[
                "ha, it's Kit actually, with a K",
                "nope, his name's Rory actually",
                "well, it's Maura actually, she's used to it",
                "oh and it's Siobhan actually, not that it matters",
                "actually, it's Katie, she hates it with a y",
                "it's Rhiannon actually, I had it wrong",
                "it's spelt Siobhan, by the way",
                "he spells it Aidan with an i",
                "sorry, Katryn with a y",
                "my boss spells her name Jayne",
            ],
        )
    },
    // "Where do I hang pictures in my new flat in Leith?": a question or a
    // request that speaks of something new of the speaker's says they have
    // it. Run by name on questions only; the statement is built in code.
    Rule {
        counter: &[
            "should I get a new car?",
            "what's new with my sister?",
            "is my new year's resolution silly?",
            "how do I find my new favourite author?",
        ],
        unless: Some(r"\bnew (?:year|favou?rite)"),
        ..rule(
            "new_thing_presupposed",
            Standalone,
            r"(?:\b(?P<whose>my|our)|(?-i:\b(?P<whose_name>[A-Z][a-z]+))'s) (?:new (?P<thing>(?:[\w'-]+ ){0,3}?[\w'-]+)|(?P<born>newborn|new-born))(?:, (?P<name>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2})|, (?P<number>\+?\d[\d ]{4,}\d))?(?: (?:in|at|near) (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?))?(?:\s*[?,.!;]|\s+(?:to|for|with|and|or|that|is|was|be|need|needs|cost|costs|take|takes|when|if|on|before|after|from|like|this|these|every|each|so|but|because|without|yet|already)\b|\s*$)",
            Yield::Rewrite,
            &[
                "where do I hang pictures in my new flat in Leith?",
                "how do I stop our new rescue greyhound, Pip, pulling on the lead?",
                "what's the best way to charge my new Kia Niro?",
                "how do I get our newborn, Esme, into a routine?",
                "is it worth paying for parking at my new gym, Core Fitness?",
                "can you text my new number, 07700 900 333, the details?",
                "what time does Ivy's new nursery, Little Acorns, open?",
            ],
        )
    },
    // "Is there a good gym near where I've just moved to, Didsbury?": the
    // place moved to is where the speaker lives now.
    rule(
        "moved_to_presupposed",
        Standalone,
        r"\b(?:near|close to|round|around|by|from|to) where (?:i've|i have|we've|we have) (?:just |recently |now )?moved(?: to)?,? (?:in |to )?(?P<place>(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+)?))",
        Yield::Rewrite,
        &[
            "is there a good gym near where I've just moved to, Didsbury?",
            "what's the quickest bus from where we've moved, Headingley, into town?",
            "any nice parks round where I've moved in Kentish Town?",
        ],
    ),
    // "How do I get to Gatwick for my first shift with easyJet?": the
    // employer is the speaker's now.
    rule(
        "first_time_at",
        Standalone,
        r"\bmy first (?:day|week|month|shift) (?:at|with|for) (?P<employer>(?-i:[A-Z][\w&'-]*)(?: (?-i:[A-Z][\w&'-]*)){0,3})",
        Yield::Rewrite,
        &[
            "what should I wear for my first day at Deloitte?",
            "how early should I leave for my first shift with Network Rail",
            "any tips for my first week for Ocado Retail?",
        ],
    ),
    // "Any advice for my first day as a ward sister?": the role is the
    // speaker's now.
    rule(
        "first_time_as",
        Standalone,
        r"\bmy first (?:day|week|month|shift|term|year|few days|few weeks) (?:as|in my new role as|working as) (?P<role>(?:an? |the )?(?:[\w'-]+ ){0,4}?[\w'-]+)(?:\s*[?,.!;]|\s+(?:at|in|for|with|and|on|since)\b|\s*$)",
        Yield::Rewrite,
        &[
            "any advice for my first day as a ward sister?",
            "how should I prepare for my first week as the new site manager at Redrow?",
            "what should I wear on my first shift as a paramedic",
        ],
    ),
    // "I've left the Co-op, I'm at Lidl now": right after a clause about
    // work (or a school), being at a named place is where one is for it.
    // Run by name, only when the clause before filled such a slot.
    Rule {
        counter: &[
            "I'm at home all day tomorrow",
            "we're at the beach",
            "I'm at a loss",
        ],
        ..rule(
            "at_a_named_place",
            Standalone,
            r"^(?:so |and |but |now )?(?:i'm|i am|we're|we are|he's|he is|she's|she is|they're|they are|(?-i:[A-Z])[a-z]+(?:'s| is))(?: now| currently| over| just| still)? at (?-i:[A-Z])[\w'&-]+",
            Yield::Slot("job"),
            &[
                "I'm at Lidl now, on the tills",
                "she's now at Arup, same kind of role",
                "Dev is at Greenfield Academy since September",
            ],
        )
    },
    rule(
        "correcting_clause",
        Correction,
        r"\b(?:sorry,? no|no,? wait|wait,? no|scratch that|actually,? no|correction|i misspoke|i got that wrong|that's wrong|that was wrong|i was wrong|i (?:got|had) (?:the|that|my) (?:[\w-]+ )?(?:wrong|mixed up)(?: earlier| before| just now)?)\b",
        Yield::Cue(Cue::Correction),
        &[
            "correction: the dentist is Friday",
            "I misspoke, it's the blue one",
            "that was wrong, she's nine",
            "I got the time wrong earlier",
            "I had the date mixed up",
            "I got that number wrong just now",
        ],
    ),
    // ---- change cues ----------------------------------------------------
    // "change of plan for Easter": the plan said before for that occasion
    // is off; what follows says the new one.
    Rule {
        counter: &[
            "I love a change of scenery at the weekend",
            "the plan is still Lisbon for Easter",
            "we need a plan for the garden",
        ],
        ..rule(
            "plan_changed",
            Cue,
            r"\b(?:(?:a |slight |big |last-minute |total )?change of plans?|(?:a )?new plan|plans? (?:has |have )?changed) (?:for|on|about|re|regarding|with) (?:the |our |my )?(?P<object>(?:[\w'-]+ ){0,2}[\w'-]+)|\b(?:the |our |my )?plans? for (?P<object2>(?:[\w'-]+ ){0,2}?[\w'-]+) (?:has |have )?(?:changed|shifted)\b",
            Yield::Cue(Cue::Retraction),
            &[
                "change of plan for Christmas",
                "slight change of plans on the wedding front",
                "our plans for the bank holiday have changed",
                "new plan for half term",
            ],
        )
    },
    // "true crime got too grim for me", "the gym got too pricey",
    // "porridge got boring": what lost its appeal is the subject.
    Rule {
        counter: &[
            "it got too dark to carry on",
            "the kids got too big for the trampoline",
            "the party got too loud so we left",
            "my tea got cold while I was on the phone",
            "the fox got too close to the hens",
        ],
        unless: Some(
            r"^(?:it|that|this|things|everything)\b|\btoo (?:big|old|small|tall|heavy|late|early|dark|hot|cold|wet|loud|busy|full|close|near|far|long|short|soon)\b|\b(?:got|getting) (?:old|cold)\b",
        ),
        ..rule(
            "lost_its_appeal",
            Cue,
            r"\b(?:got|gets|getting|became|has become|'s become|grew|'s got|has got) (?:(?:a bit|far|way|much|just|really|so) )?(?:too (?:[\w-]+)|boring|stale|samey|repetitive|tedious|dull|old hat)(?: for (?:me|us|him|her|them))?\b",
            Yield::Cue(Cue::Retraction),
            &[
                "true crime got too grim for me",
                "the leisure centre got way too pricey",
                "overnight oats got boring after a month",
                "his Warhammer phase became a bit samey",
                "the climbing gym has got too crowded for her",
            ],
        )
    },
    // "it didn't work out with Marcus", "Leeds never worked out for us":
    // who or where it did not work out with is what ended.
    Rule {
        counter: &[
            "the maths didn't work out in my favour",
            "we worked out with a trainer at the gym",
            "I didn't work out today, too tired",
        ],
        ..rule(
            "did_not_work_out",
            Cue,
            r"\b(?:didn't|did not|never|just didn't|hasn't|has not|isn't|wasn't) (?:really |quite )?work(?:ed|ing)? out (?:with|between)\b|^(?-i:[A-Z][a-z]{2,}) (?:just |really )?(?:didn't|did not|never) (?:really |quite )?work(?:ed)? out\b",
            Yield::Cue(Cue::Retraction),
            &[
                "It didn't work out with Tariq, we're still friends",
                "things just didn't work out between me and Anya",
                "Glasgow never worked out for us, too far from family",
                "it never really worked out with the new flatmate",
            ],
        )
    },
    // "the old piano's gone to a primary school", "polo's gone to my
    // cousin": a thing of the speaker's gone to someone else, or to the
    // tip, is theirs no more. Not a person gone somewhere, nor a stay.
    Rule {
        counter: &[
            "mum's gone to my sister's for the week",
            "she's gone to the shops",
            "Tom's gone to a new school",
            "the dog's gone to my mum's for the weekend",
            "the kids went to my mum's on Sunday",
            "the boys went to a friend's party",
        ],
        unless: Some(
            r"^(?:(?:so|and|oh|well) )?(?:mum|dad|mom|nan|gran|grandad|grandma|he|she|they|we|i|you|everyone|the kids|(?:my|our) (?:mum|dad|mom|sister|brother|son|daughter|wife|husband|partner|boyfriend|girlfriend|friend|nan|gran|mate|flatmate|neighbour|boss|kids)|(?-i:[A-Z])[\w'-]*)(?:'s| has| have)\b|\bfor (?:the|a) (?:week|weekend|night|day|few|couple|bit|visit|holiday)\b|\bon holiday\b|^(?:the|my old|our old|the old) (?:kids|children|boys|girls|twins|family|lads|lasses|gang|team|dogs?|cats?|puppy|kitten|group|crew|folks|parents) went\b|\bwent (?:off )?to (?:my|our|his|her|their|a|an) (?:[\w-]+ )?[\w-]+'s\b",
        ),
        ..rule(
            "given_away",
            Cue,
            r"(?:'s|\bhas|\bhave) (?:now |just |already |finally )?gone (?:to (?:my|our|his|her|their|a|an|some|the tip|the scrapyard|auction)\b|for scrap\b)|^(?:the|my old|our old|the old) (?:[\w-]+ ){0,2}?[\w-]+ went (?:off )?to (?:my|our|his|her|their|a|an|some|the tip|the scrapyard|auction)\b",
            Yield::Cue(Cue::Retraction),
            &[
                "polo's gone to my cousin",
                "the old piano has gone to a primary school",
                "the sofa's gone to the tip at last",
                "my bike's finally gone to my nephew",
                "the old sofa went to a charity shop",
                "the Vespa went to a mate from work",
                "my old laptop went to my niece",
            ],
        )
    },
    // "the Iceland trip got scrapped": what is ended is the subject, not
    // what follows the verb.
    Rule {
        counter: &[
            "we scrapped the old shed",
            "the flight was delayed by an hour",
            "I was cancelled on by the plumber",
        ],
        unless: Some(r"\bcancell?ed on\b"),
        ..rule(
            "called_off_passively",
            Cue,
            r"\b(?:got|was|were|been|is|are|'s|'re) (?:now |just |officially |all |been )?(?:scrapped|cancell?ed|called off|axed|shelved|binned|canned|nixed|pulled|postponed indefinitely|written off|totall?ed)\b",
            Yield::Cue(Cue::Retraction),
            &[
                "the Lisbon weekend got scrapped",
                "my evening class has been axed",
                "the kitchen extension is shelved for now",
                "the Corsa got written off on the A1",
                "my van's been totalled in a pile-up",
            ],
        )
    },
    Rule {
        counter: &[
            "I stop at the shop on the way home",
            "we stop the car at the lights",
            "the engine cut out on the M6",
            "I cut out a recipe from the paper",
            "I left my keys at home",
            "we went to the shops",
            "I dropped the kids at school",
            "I lost my keys again",
            "I left the office at six",
            "she's a retired teacher",
            "he's left the pub already, he'll be home soon",
            "we closed on a condo in Tampa",
            "the library's closed on Sundays",
            "I let the dog go out before bed",
            "we let the kids go ahead on their bikes",
            "the cast came off on Friday",
            "they've retired to Malta",
            "I nicked a biscuit from the tin",
            "the physio discharged me last week",
            "it taught me the power of not giving up",
            "I'm never giving up on the allotment",
            "she kept going without quitting once",
            "my boss is so closed-minded about flexible hours",
            "we got tickets to a sold-out gig in Leeds",
            "he's been a bit closed-off since the move",
            "I've never lost interest in football",
            "she went back to her mum's for the weekend",
            "I deleted the photos from my phone",
            // Fewer of a thing, not the thing ended.
            "my sister's behind me in the queue",
            "I've dropped a day at the library",
            "she dropped two shifts at the pub",
            "we dropped one session a week",
        ],
        unless: Some(
            r"\b(?:never|not|didn't|won't) (?:lost|lose|losing) (?:\w+ )?interest\b|\b(?:closed|sold|dropped)-[a-z]|\bdropped (?:to|off|by|in|round|me|him|her|them|the kids|my (?:son|daughter|kids|partner|wife|husband|mum|dad))\b|\bdropped (?:a|an|one|two|three) (?:day|shift|hour|session|night|morning|afternoon|evening)s?\b|\b(?:not|never|no|without) (?:\w+ )?(?:giving up|give up|quitting|packing in)\b|\bclos(?:ed|ing) on\b|\bretired (?:out |down |over )?to\b|\b(?:cast|plaster|sling|brace|splint|stitches|boot|bandage|dressing)s? (?:came|come|has come|have come) off\b|\blet (?:my|the|our|her|his|their) (?:[\w-]+ ){1,2}go (?:out|outside|to|home|off|and|for a|first|ahead|early)\b|\bbehind (?:me|us|him|her|them) (?:in|at|on|by|with|and)\b",
        ),
        ..rule(
            "ended",
            Cue,
            concat!(
                r"\bdid(?:n't| not) (?:settle|last|stick it out|take to (?:it|life)) (?:in|at)\b|\bend(?:ed)? up (?:leaving|quitting|selling|giving up|packing in|dropping|cancelling)\b|\b(?:i'm|i am|we're|we are|she's|she is|he's|he is|they're|they are) (?:just )?after (?:leaving|quitting|selling|giving up|packing in)\b|^(?:i|we|she|he|they) (?:stop|stops) (?:with )?(?P<object>(?:the|my|our|his|her|their) (?:[\w-]+ )?[\w-]+)(?:\s*[.!]*\s*$|,? (?:because|now|since|after|for good|completely|too)\b)|\b(?:went|gone|goes|going) back to (?:the )?(?:council|dealer|dealership|lease company|leasing company|landlord|shop|hire company|lender|breeder|shelter|rescue|rescue centre|(?:her|his|their|its) (?:real |rightful |original )?owners?)\b|\b(?:quit|quitting|stopped|gave up|given up|giving up|cut(?:ting)? out (?:the |all |my |our )?(?-i:[A-Z])[\w-]*|cut(?:ting)? out (?:all |the )?(?:booze|alcohol|sugar|caffeine|coffee|meat|red meat|dairy|gluten|carbs|bread|crisps|chocolate|cheese|takeaways|snacks|fizzy drinks|energy drinks|fizzy pop|soda|processed food|junk food|wine|beer)|cut(?:ting)? (?:the |all the |all |my )?(?:booze|alcohol|sugar|salt|caffeine|coffee|meat|red meat|dairy|gluten|carbs|bread|crisps|chocolate|cheese|takeaways|snacks|wine|beer) out\b|(?:since|after) (?:selling|scrapping|flogging|ditching)|chucked in|chucking in|jacked in|(?:jacked|chucked|jacking|chucking) (?:it|that|them|(?:the|my|his|her|their) [\w-]+(?: [\w-]+)?) in\b|(?:had|have|has|'ve|'d) to say goodbye to (?-i:[A-ZÀ-Þ][a-zß-ÿ]+)|shifted out of|(?:'s|has|have|'ve|had|finally|just|officially|properly|fully)(?: (?:now|properly|fully|finally|officially))? retired\b|retired (?:last|this|in|at|from|after|on|early)\b|retired[.!,]|(?:'ve|have|has|'s) (?:now |just |finally )?left (?:my|the|his|her|our|their) (?:[\w-]+ ){0,2}(?:centre|center|shop|store|bakery|café|cafe|restaurant|hotel|factory|warehouse|practice|agency|bank|garage|salon|studio|charity|nursery|surgery|clinic|supermarket|council|firm|startup|start-up|fintech|consultancy|publisher|newspaper|magazine)\b|(?:'ve|have|has|'s) (?:now |just |finally |also )?left (?:the )?(?-i:[A-ZÀ-Þ][\w&'-]+)|(?:lost|losing) (?:all |any |my |his |her |their )?interest in|(?:waved|waving|bid|bade|bidding) (?:goodbye|farewell) to|(?:seen|seeing|saw) the back of|(?:pulled|pulling|pull) the plug on|kick(?:ed|ing)? the (?:[\w-]+ )?habit|(?:fallen|fell) out of love with|(?:had|have|has|'ve|'d) (?:had )?to (?:give up|stop|quit|pack in|get rid of|sell|flog|sell on|give away)|(?:'s been|has been|have been|was|were|got) (?:passed on|handed on|handed down|given away) to\b|(?:my|her|his|their) resignation (?:went through|has gone through|'s gone through|was accepted|has been accepted|'s been accepted|went in)|(?:gave|given|giving) (?:the|my|our|her|his|their) (?:[\w-]+ )?[\w-]+ a (?:rest|miss)\b|packed in|ditched|dropped out of|came off|come off|coming off|weaned (?:myself |him |her |them )?off|(?:didn't|did not|won't|will not|not going to|decided not to|chose not to) renew|not renewing|let (?:my |the |our |her |his )?(?:[\w-]+ ){0,3}lapse|let (?:my|the|our|her|his|their) (?:[\w-]+ ){1,2}go|let go of (?:my|the|our|her|his|their)\b|(?:had|have|has|'ve|'d) to let (?-i:[A-Z][a-z]+) go\b|(?:had|have|has|'ve|'d) to let (?:him|her|them) go (?:back )?to (?:a|an|my|our|his|her|their|the) (?:[\w'-]+ ){0,2}(?:farm|home|family|owner|owners|rescue|shelter|sanctuary|breeder|smallholding)\b|(?:been|'ve been|'m|am|is|'s|are|'re|gone|went|stayed|staying|stay) off (?:the )?(?:booze|drink|alcohol|sauce|fags|cigarettes|ciggies|smokes|sugar|caffeine|meat|dairy|gluten|carbs|takeaways)\b|unsubscribed from|unsubscribed|(?:'s|is|are|'re|went|gone|go|going) in the bin(?:[.!,]|\s*$| now| for good)|(?:'s|is|are|'re) (?:now |long |ancient )?(?:history|a thing of the past|no more)(?:\s*[.!,]|\s*$| now\b)|(?:'s|is|are|'re) (?:now |well and truly |firmly |all |long )?behind (?:me|us|him|her|them)(?: now)?|(?:holiday|trip|plans?|move|sale|deal|project|idea|offer|booking|venture|extension|conversion)(?:'s| is| are|'re) (?:now |officially |well and truly |basically )?(?:dead|dead in the water|a non-starter|a no-go|toast)\b|binned (?:my|the|our|his|her|their|it|them)\b|(?:going|gone|went|off|sent|taken) (?:for|to) (?:scrap|the scrapyard|the scrappers|the scrap ?heap|the breakers)|(?:being|getting|got|been|'s been) scrapped|(?:deleted|deactivated|uninstalled) (?:my|our|his|her|their|the) (?:[\w-]+ ){0,2}(?:account|app|profile|page)\b|unfollowed|opted out of|cancell?ed|called off|got rid of|sold|flogged|left (?:my|the|his|her|our) (?:[\w-]+ ){0,2}?(?:job|company|band|club|team|gym|church|choir|group|firm|course|role|trade|industry|profession)\b|left (?:",
                careers_left!(),
                r")|moved out of|walked away from|finished with|aged out of|too old for (?:the|my|our|his|her) |(?:nicked|stole|pinched|nabbed|swiped|robbed) (?:my|our|his|her|their) |(?:got |been |was |were |'s been |has been |have been )(?:stolen|nicked|pinched|nabbed)|(?:home|back|out) (?:from|of) (?:the )?hospital|(?:been|got|was|were|'s been|is being) discharged\b|closed down|shut down|closed|(?:shut|axed|scrapped) (?:the|my|our|his|her|their) (?:[\w-]+ ){0,3}(?:class|classes|group|club|course|branch|pool|gym|centre|center|shop|session|sessions|library|café|cafe|pub|ward|unit|route|service|league|team)\b|wound up|dropped|withdrew from|withdrawn from|dropped out|pulled out of|bowed out of|passed away|died|(?:packed up|conked out)(?:\s*[,.!]|\s*$| (?:on (?:me|us)|for good|last|yesterday|this|in)\b)|gave up the ghost|given up the ghost|(?:was|got|been|'s been|has been) written off|passed on(?:[,.!]? (?:bless|sadly|last|yesterday|this|peacefully|in (?:the|his|her) sleep)|[.!]?$)|put (?:her|him|them) down|put to sleep|(?:didn't|did not) (?:end up )?keep(?:ing)? (?:the|my|our|her|his|their)\b|(?:bought|took) (?:it|them|him|her) off (?:me|us)\b|(?:have|had|having) (?-i:[A-ZÀ-Þ][a-zß-ÿ]+) put down|rehom(?:e|ed|ing)|(?:found|find|finding) (?:him|her|them|(?-i:[A-Z][a-z]+)) a (?:new|forever|loving) home|handed (?:in )?(?:my|her|his|their|our) notice|gave (?:in )?(?:my|her|his|their|our) notice|given (?:in )?(?:my|her|his|their|our) notice|resigned|resigning|stepped down|lost (?-i:[A-ZÀ-Þ][a-zß-ÿ]+)|(?:i'm|i am|we're|she's|he's|they're) (?:now )?out of (?:the|my|our|his|her|their) (?:\w+ ){0,2}(?:choir|band|team|club|group|league|course|orchestra|society|committee|squad|crew|project))\b",
            ),
            Yield::Cue(Cue::Retraction),
            &[
                "the old Corsa's history now",
                "we had to let her go to a family with a big garden",
                "I've had to let him go back to the breeder",
                "we'd to let them go to a rescue near Hexham",
                "had to sell my festival ticket, work said no",
                "she's had to flog her season ticket",
                "we've had to give away the rabbits, the baby's allergic",
                "late nights are a thing of the past",
                "the Friday club is no more",
                "vegan's behind me, I eat fish again.",
                "the Crete holiday's dead, the tour operator folded",
                "the house sale is dead in the water",
                "our loft conversion plans are toast",
                "the night shifts are behind him now",
                "smoking is well and truly behind us.",
                "I've left the Tuesday running club",
                "she left her old five-a-side team in May",
                "the council's shut the library on our road",
                "I ended up leaving the garden centre",
                "we ended up selling the caravan",
                "she ended up quitting the choir after Easter",
                "I've cut the salt out of my cooking",
                "the old Passat's going for scrap",
                "the old kettle went in the bin",
                "those trainers are in the bin now",
                "binned the treadmill at last",
                "the Micra got scrapped after the flood",
                "the Bush finally packed up",
                "my laptop conked out on me last week",
                "the old boiler gave up the ghost in March",
                "the Golf was written off in the crash",
                "the caravan was sent to the breakers",
                "we're cutting meat out during Lent",
                "he cut booze out after the scare",
                "I've lost interest in the allotment",
                "waved goodbye to the campervan in June",
                "we've finally seen the back of the overdraft",
                "the council pulled the plug on the youth club",
                "he kicked the vaping habit at New Year",
                "she's losing all interest in ballet",
                "fell out of love with running after the marathon",
                "had to get rid of the trampoline",
                "the old sofa's been given away to a neighbour",
                "my bike was handed on to my cousin",
                "Dad's properly retired now, no more consultancy",
                "she's fully retired from the surgery",
                "my uncle has now officially retired",
                "they've axed the Tuesday spin class",
                "the club scrapped the under-12s team",
                "in the end we didn't keep the caravan",
                "I didn't end up keeping my old Vespa",
                "a neighbour bought it off us for two hundred quid",
                "we had to have Meg put down, her hips had gone",
                "having Rufus put down was the worst day of the year",
                "they had Sooty put down at the vet's on Monday",
                "I'm after leaving the bank, finally",
                "she's just after quitting the choir",
                "we're after selling the van to a neighbour",
                "I stop the yoga because of my back",
                "she stops with the piano now",
                "we stop the Spanish class, too expensive",
                "they didn't settle in Leeds, so they're back home",
                "he didn't last at the bank, too many targets",
                "the van went back to the lease company in May",
                "the foster puppy went back to the rescue on Friday",
                "Shadow's gone back to his owner now she's out of hospital",
                "deleted my Instagram account after the exams",
                "she's deactivated her Twitter profile",
                "I uninstalled the Tinder app for good",
                "my old Corsa's gone back to the dealer",
                "I've cut out sugar completely",
                "she cut out the Red Bull before her exams",
                "we're cutting out takeaways to save for the wedding",
                "we didn't renew the Sky contract this year",
                "since selling the Fiesta I walk everywhere",
                "after scrapping the old van we hired one",
                "since ditching the gym I run outside",
                "I let my RSPB membership lapse",
                "I had to let the allotment go",
                "we've let our gym membership go, too dear",
                "she let her Spanish classes go in the spring",
                "finally let go of the old Vauxhall",
                "she's not renewing her allotment lease",
                "I've been off the booze since New Year",
                "he's off the fags for good this time",
                "we're staying off takeaways till payday",
                "I packed in the Spanish lessons",
                "we cancelled the streaming subscription",
                "she gave up the allotment",
                "I finally quit vaping",
                "I unsubscribed from that cooking channel",
                "I came off the blood pressure tablets in May",
                "she's coming off the antidepressants slowly",
                "the vet weaned him off the steroids",
                "she unfollowed the band after the tour",
                "we opted out of the veg box scheme",
                "Maya closed her bakery last spring",
                "I withdrew from the apprenticeship in May",
                "she pulled out of the relay team",
                "we lost Rufus to cancer in the autumn",
                "I dropped the evening class, too tired",
                "my grandad passed away in January",
                "our old cat passed on last week",
                "my uncle passed on peacefully",
                "we had to rehome Biscuit, the landlord said no pets",
                "we found Pip a new home with a farmer",
                "they're rehoming the rabbits next week",
                "they wound up the youth club in March",
                "I'm out of the pub quiz team, no time",
                "I handed my notice in at the garage",
                "I've had to give up the five-a-side, my knee's gone",
                "she had to stop swimming after the operation",
                "we have had to pack in the allotment",
                "she resigned from the parish council",
                "I've given my notice at the hotel, last day Friday",
                "he stepped down as treasurer in the spring",
                "my brother left the army in 2019",
                "she's left nursing for good",
                "I left academia after the postdoc",
                "chucked in the bar job, couldn't hack the late nights",
                "we had to say goodbye to Biscuit on Monday",
                "I've shifted out of the hostel at last",
                "Dad's retired at last",
                "someone nicked my bike from the station",
                "I've aged out of the under-18s squad",
                "she's too old for the youth choir now",
                "our car's been stolen off the drive",
                "Dad's out of hospital now",
                "my sister was discharged on Monday",
                "she retired last spring after forty years",
                "my neighbour finally retired.",
                "I've left the garden centre for good",
                "Tomasz has left Deloitte, he's freelance now",
                "my sister's left Argos after ten years",
                "we've finally left Croydon",
                "we've had to let Marta go, the budget's gone",
                "they had to let Dominic go after the audit",
                "she's had to let Bruno go, he wasn't turning up",
                "she's left the call centre, thank god",
                "he has left the vet practice",
                "she's left the Co-op after nine years",
                "he's jacked that in already",
                "she chucked the violin in after a term",
                "I'm jacking my gym membership in",
                "gave the Spanish a rest after Christmas",
                "I've given the allotment a miss this year",
                "she's giving her choir a rest",
                "my resignation went through last week",
                "her resignation was accepted on Monday",
                "his resignation has gone through at last",
                "I've left the startup, it was burning me out",
                "she's left the consultancy after six years",
                "he has left the publisher he was with",
            ],
        )
    },
    // "I've gone full-time", "she's dropped to part-time": a job's hours
    // changed.
    Rule {
        counter: &[
            "I work full-time at the bank",
            "she's been part-time for years",
            "full-time parenting is hard work",
        ],
        ..rule(
            "hours_changed",
            Cue,
            r"\b(?:gone|going|went|go|switched|switching|moved|moving|dropped|dropping|back|stepped up|stepping up|cut back|cutting back) (?:down |up |over |back )?(?:to )?(?:full|part|term)[- ]time\b",
            Yield::Cue(Cue::Change),
            &[
                "I've gone full-time at the nursery since September",
                "he's dropped to part-time to look after his mum",
                "she went back to full-time once the twins started school",
                "I'm switching to term-time only next year",
            ],
        )
    },
    // "I passed IELTS", "she passed her driving test": what was worked
    // towards is reached, a change from studying or revising for it (a
    // change, not an end: "passed my B2 exam" is the new level too).
    Rule {
        counter: &[
            "we passed Tesco on the way home",
            "I passed the salt to Gran",
            "time passed so slowly on the ward",
        ],
        ..rule(
            "passed_what_was_prepared_for",
            Cue,
            r"\bpass(?:ed|es)? (?:(?:my|the|her|his|their|our|all (?:my|her|his|their)) )?(?:(?:[\w-]+ ){0,2}(?:exams?|tests?|finals|theory|practical|course|module|modules|assessment|audition|interview|probation|inspection|grade \d|level \d)|(?-i:[A-Z]{2,}[\w-]*))\b",
            Yield::Cue(Cue::Change),
            &[
                "I finally passed my driving test",
                "she passed her GCSEs with flying colours",
                "passed the theory test on Monday",
                "he's passed IELTS, got a 7",
            ],
        )
    },
    // "my placement ended in June", "the lease has run out": an agreement
    // that held for a time is over.
    Rule {
        counter: &[
            "the film finished at ten",
            "the match ended two all",
            "the trial ran out of money",
            "the class finished late again",
            "I finished the course work for tonight",
        ],
        unless: Some(
            r"\b(?:run|ran) out of\b|\b(?:finished|ended) (?:early|late|at \d)|\bcourse ?work\b",
        ),
        ..rule(
            "agreement_ended",
            Cue,
            r"\b(?P<object>contract|job|placement|internship|apprenticeship|lease|tenancy|membership|subscription|secondment|residency|fellowship|scholarship|sponsorship|visa|season ticket|maternity leave|paternity leave|sabbatical|course|evening class|night class|classes|programme|program|treatment|chemo|chemotherapy|physio|therapy|counselling|rehab)(?: (?:at|with|on|for|in) (?:the |my |our |a |an )?[\w-]+(?: [\w-]+)?)?(?:'s| has| have| had)? (?:now |just |finally |officially |already )?(?:finished|ended|run out|ran out|expired|come to an end|came to an end|wrapped up|lapsed)\b|\b(?:finished|completed|come to the end of|came to the end of|done with|signed off from) (?:my |her |his |their |our |the )?(?:course of |last (?:round|session) of )?(?P<object2>therapy|counselling|chemo|chemotherapy|physio|physiotherapy|treatment|rehab|radiotherapy|cbt)\b|\b(?:finished|completed) (?:my |her |his |their |our |the )?(?:[\w-]+ ){0,2}(?P<object3>course|apprenticeship|internship|placement|diploma|training)\b",
            Yield::Cue(Cue::Retraction),
            &[
                "my placement at the council ended in June",
                "the lease on the flat has run out",
                "her internship finished on Friday",
                "my gym membership expired in March",
                "the pottery course finished last week",
                "her chemo has finished, thank god",
                "my physio came to an end in May",
                "I finished counselling in the spring",
                "she's completed her chemo, all clear",
                "we came to the end of my physio on Friday",
                "I finished the bookkeeping course in May",
                "she's completed her nursing apprenticeship",
                "finally finished my first aid training",
            ],
        )
    },
    // "we've finished Slow Horses", "finally done with Elden Ring": a
    // show, book or game by its name, got to the end of, is no longer
    // being watched, read or played.
    Rule {
        counter: &[
            "I finished work at six",
            "she finished at Tesco in May",
            "we finished Monday's shift early",
        ],
        unless: Some(
            r"\b(?:finished|done with|completed) (?:on )?(?-i:(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Year|Christmas|Easter)\b)",
        ),
        ..rule(
            "finished_a_title",
            Cue,
            r"\b(?:finished|done with|got to the end of|completed) (?:watching |reading |playing |the last (?:episode|series|season|book|chapter) of )?(?P<object>(?-i:[A-Z])[\w'-]*(?: (?:(?-i:[A-Z])[\w'-]*|of|the|and|in|on|a))*)",
            Yield::Cue(Cue::Retraction),
            &[
                "we've finished Slow Horses",
                "I finished Wolf Hall last night",
                "finally done with Elden Ring, what a game",
                "we got to the end of The Bear on Sunday",
            ],
        )
    },
    // "the band's split up", "our book club folded": a group that ended
    // ends what was said of it.
    Rule {
        counter: &[
            "the band split the bill with us",
            "the team split into two groups for the drill",
            "the choir folded the programmes after the concert",
        ],
        unless: Some(r"\b(?:split|folded) (?:the|into|up into|it|them|us|our|their)\b"),
        ..rule(
            "group_ended",
            Cue,
            r"\b(?:band|group|duo|trio|choir|club|team|society|orchestra|league|collective)(?:'s| has| have| had)? (?:now |finally |just |sadly )?(?:split|split up|broken up|broke up|disbanded|folded|fallen apart|fell apart|called it a day)\b",
            Yield::Cue(Cue::Retraction),
            &[
                "the band's split up after ten years",
                "our book club folded in the summer",
                "since the quiz team disbanded I've had Tuesdays free",
            ],
        )
    },
    // Idioms that end what sits inside them: "knocked the allotment on
    // the head", "packed the night job in".
    Rule {
        counter: &[
            "I knocked my head on the cupboard",
            "we called time at the bar",
            "she packed her bag in a rush",
            "I gave my seat up for an old man",
            "we gave the keys in at reception",
        ],
        ..rule(
            "ended_idiom",
            Cue,
            r"\b(?:knock(?:ed|ing)? (?P<object>(?:the |my |our |his |her |their |that |those )?(?:[\w'-]+ ){0,2}[\w'-]+) on the head|call(?:ed|ing)? time on (?P<object2>(?:the |my |our |his |her |their |that )?(?:[\w'-]+ ){0,2}[\w'-]+)|kick(?:ed|ing)? (?P<object3>(?:the |my |our |his |her |their |that )?(?:[\w'-]+ ){0,2}[\w'-]+) into touch|jack(?:ed|ing)? in (?P<object5>(?:the |my |our |his |her |their |that )?(?:[\w'-]+ ){0,2}[\w'-]+))\b|\b(?:pack|jack|chuck)(?:ed|ing)? (?P<object4>(?:the |my |our |his |her |their |that )(?:[\w'-]+ ){0,2}[\w'-]+) in(?: (?:last|after|because|since|at|when|for|before|recently|years|ages|a while)\b|\s*[,.!;]|\s*$)|\b(?:gave|given|giving|give) (?P<object6>(?:the |my |our |his |her |their |that )(?:[\w'-]+ ){0,2}[\w'-]+) up(?: (?:last|after|because|since|when|before|recently|years|ages|a while|in the end|in (?:the )?(?:spring|summer|autumn|winter|january|february|march|april|may|june|july|august|september|october|november|december))\b|\s*[,.!;]|\s*$)",
            Yield::Cue(Cue::Retraction),
            &[
                "we've knocked the allotment on the head",
                "she called time on the running club",
                "he's kicked the keto diet into touch",
                "I packed the evening job in",
                "I jacked in the night shifts",
                "she's chucked the paper round in",
                "I gave the allotment up in the end",
                "she's given her Saturday job up, too much homework",
                "we're giving the caravan up after this summer",
            ],
        )
    },
    // "Handed the captaincy to Josh", "she's passed the parish accounts
    // over to someone younger": a role or duty given to someone else.
    Rule {
        counter: &[
            "I handed my notice in on Friday",
            "I passed the salt to Mum",
            "she gave the keys to the landlord",
            "I turned the heating over to the timer",
        ],
        unless: Some(
            r"\b(?:salt|keys?|pepper|phone|baby|remote|ball|bag|parcel|form|forms|notice|essay|homework|report|heating|thermostat|volume|music|telly|tv|radio|oven)\b",
        ),
        ..rule(
            "handed_over",
            Cue,
            r"\b(?:handed|handing|hand|passed|passing|pass|given|giving|gave|turned|turning) (?:over )?(?:the|my|our|her|his|their) (?P<object>(?:[\w'-]+ ){0,1}[\w'-]+) (?:over |on )?to\b",
            Yield::Cue(Cue::Retraction),
            &[
                "Handed the captaincy to Josh",
                "Margaret has handed the parish accounts over to a younger fellow",
                "I've passed the treasurer role on to Priya",
            ],
        )
    },
    // "The GP took me off the lansoprazole", "I've been weaned off the
    // painkillers": a medicine stopped by whoever prescribes it.
    Rule {
        counter: &[
            "the nurse took my dressing off yesterday",
            "they took me off the waiting list at last because I'd been seen",
            "I took the kids off to the park",
        ],
        unless: Some(
            r"\boff (?:the )?(?:waiting list|list|rota|register|ward|case|team|project|shift|bus|train|plane|hook)\b|\boff to\b",
        ),
        ..rule(
            "taken_off_a_medicine",
            Cue,
            r"\b(?:took|taken|taking|takes|take|got|getting|get) (?:me|him|her|them|us) (?:right |completely )?off (?P<object>(?:the |my |his |her |their |our )?(?:[\w'-]+ ){0,1}[\w'-]+)\b|\bweaned (?:me |him |her |them |us |myself |herself |himself )?off (?P<object2>(?:the |my |his |her |their |our )?(?:[\w'-]+ ){0,1}[\w'-]+)\b",
            Yield::Cue(Cue::Retraction),
            &[
                "the GP took me off the lansoprazole",
                "they've taken her off steroids at last",
                "I've been weaned off the painkillers",
                "the consultant got him off the blood thinners",
            ],
        )
    },
    // "Vegan lasted four months": a state or a pastime told as having
    // lasted a while is over. Not weather, a journey or a gadget's charge.
    Rule {
        counter: &[
            "the storm lasted three days",
            "my phone battery lasted two days",
            "the meeting lasted an hour",
        ],
        unless: Some(
            r"\b(?:storm|rain|snow|heatwave|weather|battery|charge|meeting|film|movie|flight|journey|drive|party|wedding|match|game|queue|wait|power cut|outage|labour|operation|surgery|delay|show|concert)\b|\bhow long\b",
        ),
        ..rule(
            "lasted_a_while",
            Cue,
            r"^(?:(?:so|well|and|but|sadly|honestly),? )?(?P<object>(?:the |my |that |our )?(?:[\w'-]+ ){0,2}?[\w'-]+?)(?:'s| has| had)? (?:only |barely |just |all of |about )?lasted (?:about |all of |less than |nearly |just |barely |only )?(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of|\d+) (?:days?|weeks?|months?|years?|fortnights?)\b",
            Yield::Cue(Cue::Retraction),
            &[
                "keto lasted about six weeks",
                "the running club only lasted a month",
                "so my gym habit lasted all of three weeks",
            ],
        )
    },
    // "Left Sky for a local fibre company", "we left Barclays for Monzo":
    // a provider or a place of one's own left for another. Not a trip.
    Rule {
        counter: &[
            "we left Leeds for Spain on Saturday",
            "I left Paris for a week in Rome",
            "she left Bristol for the weekend",
        ],
        unless: Some(
            r"\b(?:on|this|next|last) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|morning|night)\b|\b(?:holiday|trip|week|weekend|fortnight|break|yesterday|today|tomorrow|tonight)\b",
        ),
        ..rule(
            "left_for_another",
            Cue,
            r"(?:^|\b(?:i|we|she|he|they) )left (?P<object>(?-i:[A-Z][\w&'-]+)) for (?:a |an |the )?(?:[\w-]+ ){0,3}(?:company|provider|firm|supplier|network|bank|gym|club|school|team|agency|practice|surgery|(?-i:[A-Z][\w&'-]+))\b",
            Yield::Cue(Cue::Retraction),
            &[
                "Left Sky for a local fibre company called Zzoomm",
                "we left Barclays for Monzo",
                "she left Aldi for the Co-op",
            ],
        )
    },
    // "Ankle's healed", "the rash has cleared up": a hurt that is better
    // is over.
    Rule {
        counter: &[
            "the sky has cleared up nicely",
            "healed relationships take time",
            "the weather cleared up by lunch",
        ],
        unless: Some(r"\b(?:weather|sky|skies|rain|fog|traffic|mess|kitchen|room)\b"),
        ..rule(
            "healed",
            Cue,
            r"^(?:(?:so|and|but|well|oh),? )?(?P<object>(?:the |my |her |his |their )?(?:[\w'-]+ ){0,3}?[\w'-]+?)(?:'s| is| has| have| are|'re|'ve)(?: now| finally| fully| all| completely| totally| properly)* (?:healed|mended|cleared up|cleared|knitted)\b",
            Yield::Cue(Cue::Retraction),
            &[
                "ankle's healed, back to normal",
                "my wrist has fully mended",
                "the rash on her arm has cleared up",
            ],
        )
    },
    // "the crutches are back in the cupboard": a thing put away is done
    // with.
    rule(
        "put_away",
        Cue,
        r"^(?:(?:so|and|but|well|oh),? )?(?P<object>(?:the |my |her |his |their |our )?(?:[\w'-]+ ){0,2}?[\w'-]+?)(?:'s| is| are|'re|'ve| have| has)(?: now| finally)?(?: gone| been put)? back in the (?:cupboard|loft|attic|garage|shed|drawer|box|wardrobe|cellar|basement|under-stairs cupboard)\b",
        Yield::Cue(Cue::Retraction),
        &[
            "the crutches are back in the cupboard",
            "the cot's gone back in the loft",
            "my walking boot is back in the wardrobe",
        ],
    ),
    // "I was a teacher until June", "she was vegetarian until the
    // pregnancy": what someone was until a time is over.
    Rule {
        counter: &[
            "I was a teacher for ten years before I had kids",
            "she'll be a nurse until she retires",
            "he was a builder in his twenties",
            "It was close until the final whistle",
            "that was fine until the rain came",
            "things were quiet until Friday",
        ],
        unless: Some(
            r"(?i)\b(?:it|that|this|there|things|everything|life|the game|the match|the score|the weather) (?:was|were)\b",
        ),
        ..rule(
            "was_until",
            Cue,
            r"\b(?:i|we|she|he|they|(?-i:[A-Z][a-z]+)) (?:was|were) (?:an? |the )?(?P<object>(?:[\w-]+ ){0,2}?[\w-]+) (?:(?:at|for|in|with) (?:[\w'&-]+ ){1,3})?(?:until|till|up until|up to)\b",
            Yield::Cue(Cue::Retraction),
            &[
                "I was a teacher until June",
                "she was a dental nurse at Smile Care till the spring",
                "he was the manager up until the takeover",
                "I was vegetarian until the pregnancy",
            ],
        )
    },
    // "The Mini was great fun while it lasted": what was good while it
    // lasted is over. Not a film or a holiday, which end anyway.
    Rule {
        counter: &[
            "the holiday was lovely while it lasted",
            "the sunshine was glorious while it lasted",
            "the party was a laugh while it lasted",
        ],
        unless: Some(
            r"\b(?:holiday|trip|break|weekend|sun|sunshine|heatwave|weather|snow|party|film|movie|show|concert|match|game|festival|honeymoon)\b",
        ),
        ..rule(
            "good_while_it_lasted",
            Cue,
            r"^(?:(?:so|well|and|but|sadly|honestly),? )?(?P<object>(?:the |my |that |our )?(?:[\w'-]+ ){0,2}?[\w'-]+?)(?:'s| was| were| has been| have been) (?:[\w-]+ ){0,3}?while (?:it|they|she|he) lasted\b",
            Yield::Cue(Cue::Retraction),
            &[
                "the Mini was great fun while it lasted",
                "our allotment was lovely while it lasted",
                "the night job was good money while it lasted",
            ],
        )
    },
    // "My knees finally said no to hockey": the body ended a pastime. Only
    // a body part's verdict, so "I said no to the job" is no ending here.
    Rule {
        counter: &[
            "I said no to the job in Leeds",
            "my back is killing me after squash",
            "my knees are fine for running now",
        ],
        ..rule(
            "the_body_said_no",
            Cue,
            r"\b(?:my|her|his|their) (?:back|knees?|hips?|shoulders?|ankles?|body|legs|feet|wrists?|neck|lungs|heart) (?:has |have |had |'s |'ve )?(?:finally |just |eventually |basically |now )?(?:said no (?:more )?to|(?:has |have )?had enough of|(?:gave|given) up on|won't let (?:me|her|him|them) (?:do|play|go to)|can't (?:take|cope with|handle)|couldn't (?:take|cope with|handle)|(?:isn't|aren't|wasn't|weren't) up to|ruled out) (?P<object>(?:the |my |her |his )?(?:[\w'-]+ ){0,2}?[\w'-]+)\b",
            Yield::Cue(Cue::Retraction),
            &[
                "my knees finally said no to netball",
                "my back has had enough of rowing",
                "her hips won't let her do tennis any more",
                "his shoulder couldn't take the climbing",
            ],
        )
    },
    // "Wordle got a bit samey": a pastime that lost its pull is given up.
    // Not a one-off event that dragged ("the meeting got really boring").
    Rule {
        counter: &[
            "the meeting got really boring",
            "the film got boring in the middle",
            "the wedding speech got a bit tedious",
        ],
        unless: Some(
            r"\b(?:meeting|lecture|talk|film|movie|episode|speech|sermon|party|wedding|match|conversation|drive|journey|flight|wait)s?\b|\bin the middle\b",
        ),
        ..rule(
            "lost_its_pull",
            Cue,
            r"^(?P<object>(?:the |my |our )?(?:[\w'-]+ ){0,2}[\w'-]+?)(?:'s| has| had)? (?:got|gotten|become|became|started getting|is getting|was getting|getting) (?:a bit |really |so |too |pretty |kind of |way too |a little )?(?:boring|stale|samey|repetitive|tedious|dull)\b",
            Yield::Cue(Cue::Retraction),
            &[
                "Wordle got a bit samey after a year",
                "the book club got so dull I stopped going",
                "Netflix has become boring to be honest",
            ],
        )
    },
    // "Passed level 1!", "she's finished grade 5 piano": a stage passed is
    // one no longer being done.
    Rule {
        counter: &[
            "I passed level 3 of the game last night",
            "we passed the 5k mark",
            "the bus passed stage 2 of the route",
        ],
        unless: Some(r"\b(?:game|mark|route|bus|car)\b"),
        ..rule(
            "stage_passed",
            Cue,
            r"\b(?:passed|completed|finished|done|got through) (?:my |the |her |his |their )?(?P<object>(?:[\w-]+ )?(?:level|grade|stage|module|part|year|book) (?:\d+|one|two|three|four|five|six|seven|eight))\b",
            Yield::Cue(Cue::Retraction),
            &[
                "Passed level 1! Started level 2 this month",
                "she's finished grade 5 piano, on to grade 6",
                "I've completed module 3 of the course at last",
            ],
        )
    },
    // "crime's lost me completely", "Strictly has lost us this year": a
    // thing that lost the speaker's interest. Not "you've lost me" (said
    // when confused) or a bag an airline lost.
    Rule {
        unless: Some(
            r"^(?:[\w ]{1,20}, )?(?:she|he|they|you|it|that|this|i|we)(?:'s|'ve| has| have)\b",
        ),
        counter: &[
            "you've lost me there",
            "the airline's lost my bag",
            "she's lost me with all the jargon",
        ],
        ..rule(
            "lost_me",
            Cue,
            r"^(?:[\w ]{1,20}, )?(?P<object>(?:the |my )?(?:[\w'-]+ ){0,2}[\w'-]+?)(?:'s| has) (?:totally |completely |kind of |sort of |well and truly |finally )?lost (?:me|us)(?: completely| totally| entirely)?(?:[,.!]|$| (?:this|now|since|after|these)\b)",
            Yield::Cue(Cue::Retraction),
            &[
                "Funny thing, crime's lost me completely",
                "Strictly has lost us this series",
                "the running club's kind of lost me since it moved to Sundays",
            ],
        )
    },
    // "I've gone off red wine": a taste lost. Not an alarm that went off,
    // milk gone off, or someone who went off to university.
    Rule {
        counter: &[
            "the fire alarm went off at three in the morning",
            "he went off to uni in Leeds",
            "the milk's gone off again",
            "she went off on one about the parking",
        ],
        unless: Some(
            r"\b(?:alarms?|bombs?|milk|guns?|fireworks?|lights?|power|sirens?|meat|cheese|fish|food|it|that|this)(?:'s| has| had| have)? (?:\w+ )?(?:gone|went|go|goes|going) off\b|\b(?:gone|went|go|goes|going) (?:\w+ )?off (?:to|on|at|with|in|into|for|and|home|again|early|somewhere|sick|script|track|grid|the rails|the deep end)\b",
        ),
        ..rule(
            "gone_off",
            Cue,
            r"\b(?:gone|went|going|go) (?:right |totally |completely |a bit |kind of |sort of |really |properly |massively )?off (?P<object>(?:the idea of )?(?:the |my |our )?(?:[\w'-]+ ){0,2}[\w'-]+)\b",
            Yield::Cue(Cue::Retraction),
            &[
                "I've gone off red wine lately",
                "she went off cheese when she was pregnant",
                "I've kind of gone off running, my knees hate it",
                "we've gone off the idea of a cruise",
            ],
        )
    },
    // "Kit's back from Sydney": no longer where they were.
    Rule {
        counter: &[
            "I'm back from the gym",
            "she's back from Sydney for Christmas",
            "back from Monday I'll be on lates",
        ],
        unless: Some(
            r"\bfor (?:a|the|two|three|\d+) (?:\w+ )?(?:days?|weeks?|nights?|visit|holiday|holidays|summer)\b|\bfor (?:christmas|easter|the summer|the holidays|a visit|a bit|a while)\b",
        ),
        ..rule(
            "back_from",
            Cue,
            r"\b(?:'s|is|are|'re|am|'m|got|gets|get|came|come|flew|flown) (?:finally |now |just |home |all )?back (?:home )?from (?P<object>(?-i:[A-ZÀ-Þ][a-zß-ÿ]+)(?: (?-i:[A-ZÀ-Þ][a-zß-ÿ]+))?)\b",
            Yield::Cue(Cue::Retraction),
            &[
                "Kit's back from Sydney",
                "my sister came back from Dubai last month",
                "we got back from Lisbon on Sunday",
                "Mum is finally back from New Zealand",
            ],
        )
    },
    // A learner's present tense with a past time: "I leave the bank last
    // month" ends as "I left the bank" does. The thing ended follows the
    // verb.
    Rule {
        counter: &[
            "I leave the house at eight",
            "we sell jam at the market on Saturdays",
            "I stop at the bakery on the way home",
        ],
        ..rule(
            "ended_in_the_present",
            Cue,
            r"\b(?:i|we|she|he|they) (?:also |finally )?(?:leave|stop|sell|close|cancel|quit|finish) (?P<object>(?:[\w'-]+ ){1,6})(?:last (?:week|weekend|month|year|spring|summer|autumn|fall|winter|night|term)|yesterday|(?:a|an|one|two|three|four|five|six|some|few|\d+) (?:\w+ )?(?:days?|weeks?|months?|years?) ago)\b",
            Yield::Cue(Cue::Retraction),
            &[
                "I leave my job at the post office last month",
                "we sell the old van two weeks ago",
                "she stop the piano lessons last year",
            ],
        )
    },
    // "I left Deloitte in March": a named employer, school or town left at
    // a time said is left for good; "left Paris at 6am" is a journey.
    Rule {
        counter: &[
            "I left Paris at 6am and got in by lunch",
            "we left Tesco with two full bags",
            "she left Leeds on the early train",
            "I left Tesco with no change",
            "we left Spain, it was too hot, and drove to France",
            "I left the office at six last week",
            "we left the pub in the rain",
        ],
        ..rule(
            "left_at_a_time",
            Cue,
            r"\b(?:i|we|she|he|they)(?: actually| finally| just| eventually| officially)? left (?:(?P<object>(?-i:[A-Z][\w&'-]+)(?: (?-i:[A-Z][\w&'-]+))?)|(?:the|my|our|her|his|their) (?P<object3>(?:[\w-]+ )?(?:infirmary|hospital|hospice|bakery|practice|surgery|clinic|school|college|firm|company|agency|shop|store|restaurant|café|cafe|office|warehouse|factory|bank|council|trust|charity|paper|band|choir|club|team|job|course|gym|salon|nursery|library|lab|call centre|care home|pub|hotel|garage))) (?:last (?:week|month|year|spring|summer|autumn|winter|term)|in (?:january|february|march|april|may|june|july|august|september|october|november|december|the (?:spring|summer|autumn|winter)|\d{4})|(?:a|one|two|three|four|five|six|a few|several) (?:weeks?|months?|years?) ago)\b|^(?:i|we|she|he|they)(?:'ve| have| has|'s)?(?: actually| finally| just| eventually| officially| already)? left (?P<object2>(?-i:[A-Z][\w&'-]+)(?: (?-i:[A-Z][\w&'-]+))?)(?:\s*[.!]*\s*$|,? (?:for good|and (?:i|we|she|he|they)|because|so (?:i|we|she|he|they)|after \w+ (?:years|months))\b)",
            Yield::Cue(Cue::Retraction),
            &[
                "I left Deloitte in March",
                "I have left Accenture.",
                "she's left Lidl for good",
                "we left Coventry because of the rent",
                "she finally left Argos a few weeks ago",
                "we left Manchester last year",
                "I left the practice in June",
                "she left the council two years ago",
                "he left the call centre last spring",
            ],
        )
    },
    // "I couldn't keep up the running", "she couldn't hack the early
    // starts", "we couldn't keep the allotment going": a thing tried and
    // given up as too much. Keeping pace ("couldn't keep up with the
    // group") is no ending.
    Rule {
        counter: &[
            "I couldn't keep up with the group on the hills",
            "I can't stick to one book at a time",
            "we could barely keep the kids going on the walk",
        ],
        unless: Some(r"\bkeep up with\b"),
        ..rule(
            "could_not_keep_it_up",
            Cue,
            r"\b(?:couldn't|could not|couldnt|wasn't able to|didn't manage to)(?: really| quite)? (?:(?:keep up|sustain|hack|stick (?:to|with)|keep on with|keep going with) (?P<object>(?:the |my |our |his |her |their )?(?:[\w'-]+ ){0,2}?[\w'-]+)|keep (?P<object2>(?:the |my |our |his |her |their )?(?:[\w'-]+ ){0,2}?[\w'-]+) (?:up|going))\b",
            Yield::Cue(Cue::Retraction),
            &[
                "I couldn't keep up the running",
                "she couldn't hack the early starts",
                "we couldn't keep the allotment going",
                "couldn't stick with the night classes in the end",
            ],
        )
    },
    // "I haven't been to spin in weeks": a habit let lapse for a length of
    // time ends; a place not visited in years is no habit said.
    Rule {
        counter: &[
            "I haven't been this tired in years",
            "we haven't seen Grandad for months",
            "she hasn't been to the doctor's yet",
        ],
        ..rule(
            "lapsed",
            Cue,
            r"\b(?:haven't|hasn't|have not|has not|not) (?:even |really |actually )?(?:been to|gone to|played|done|touched|picked up|opened|ridden|driven|used|smoked|lit|made it to|been (?:going to|doing|playing)) (?P<object>(?:the |my |our |his |her |their |any |a |an )?(?:[\w'-]+ ){0,2}?[\w'-]+) (?:in|for) (?:months|weeks|ages|years|donkey's years|a (?:year|month|while|long time|good while))\b",
            Yield::Cue(Cue::Retraction),
            &[
                "I haven't been to spin in weeks",
                "she hasn't played netball for a year",
                "we haven't made it to the allotment in ages",
                "I haven't touched my guitar for months, it's just gathering dust",
                "haven't opened a paperback in months, it's all podcasts",
                "he hasn't ridden the motorbike for a year",
                "we haven't used the caravan in ages",
            ],
        )
    },
    // "keto wasn't for me", "yoga isn't really my thing": a thing tried and
    // found wanting ends, said of what comes before.
    Rule {
        counter: &[
            "the parcel wasn't for us, it was for next door",
            "that present isn't for me, it's for Dad",
            "the flowers weren't for her, they were for her mum",
        ],
        unless: Some(r"\b(?:it|they|that|this)(?:'s| is| was| were|'re| are) for\b"),
        ..rule(
            "not_for_me",
            Cue,
            r"\b(?:wasn't|weren't|was not|were not|isn't|is not|aren't|are not|'s not|'re not) (?:really |quite |just |ever |exactly )?(?:for (?:me|us|him|her|them)|(?:my|our|his|her|their) (?:thing|cup of tea|scene|jam|bag))\b",
            Yield::Cue(Cue::Retraction),
            &[
                "the night shifts weren't for me in the end",
                "yoga isn't really my thing, I've stopped going",
                "the book club wasn't my cup of tea",
            ],
        )
    },
    // "She's finished at the nursery", "I've finished at Tesco for good":
    // a place of work or study left.
    Rule {
        counter: &[
            "I finished at the gym around seven",
            "we've finished at the beach for today",
            "she's finished at the hairdresser's, can you collect her?",
            "I finished at Wembley with a sore throat from singing",
        ],
        unless: Some(
            r"\bfor (?:today|the day|tonight|now|the week)\b|\bcollect\b|\bpick (?:her|him|them|me) up\b|\bwith an? \w+ (?:throat|head|voice)\b",
        ),
        ..rule(
            "finished_at",
            Cue,
            r"(?:'s|'ve| has| have) (?:now |just |finally |officially )?finished (?:up )?at (?P<object>(?:the |my |her |his |their |our )?(?:[\w'&-]+ ){0,3}[\w'&-]+)|\b(?:i|we|she|he|they) (?:just |finally |officially )?finished (?:up )?at (?P<object2>(?-i:[A-Z])[\w'&-]+(?: (?-i:[A-Z])[\w'&-]+){0,2})",
            Yield::Cue(Cue::Retraction),
            &[
                "she's finished at the nursery now the baby's here",
                "I've finished at Tesco for good",
                "Dad has finished at the depot after 30 years",
                "I finished at Argos on Saturday, new job Monday",
                "she finished up at Deloitte in the spring",
                "we finished at Hartley Foods when it was sold",
            ],
        )
    },
    // "got laid off", "made redundant", "lost my job": the job held ends.
    Rule {
        counter: &[
            "the kiln was fired on Friday",
            "I'm all fired up for the race",
            "the lodger was let go of the lease early",
        ],
        ..rule(
            "lost_the_job",
            Cue,
            r"\b(?:got|been|was|were|being|getting|is|are|'s|'re|'ve been|have been|has been) (?:just |finally |now |both |all )?(?:laid off|made redundant|let go(?:\s*[,.!]|\s*$| from| after| by| in| last| when| because)|sacked|given the (?:sack|boot|push))\b|\b(?:i|we|he|she|they)(?:'ve| have| has|'s)? (?:just |both )?(?:got|been|was|were) (?:just |both )?fired\b|\b(?:lost|losing|lose) (?:my|his|her|their|our) jobs?\b|\bgot the sack\b|\bmade (?:my|our|his|her|their|the) (?:whole |entire )?(?:team|department|dept|role|job|post|position|office|section|unit) redundant\b",
            Yield::Cue(Cue::Retraction),
            &[
                "the council made my whole department redundant",
                "they made her role redundant in the merger",
                "the bank made our entire team redundant last week",
                "I was laid off in the restructure",
                "she got made redundant from the council",
                "he's been sacked from the warehouse",
                "I lost my job at the paper mill",
            ],
        )
    },
    Rule {
        counter: &[
            "I don't sleep well these days",
            "I don't know what to do now",
            "she doesn't feel like cooking these days",
            // Off somewhere, not off for good.
            "the phone's off to be repaired",
            "Mum's off to Spain on Friday",
            "the van is off for its service",
        ],
        unless: Some(r"\b(?:is|'s|are|'re) off (?:to|for|on|sick|work|school|home)\b"),
        ..rule(
            "no_longer",
            Cue,
            concat!(
                r"n't (?:[\w'-]+ ){1,6}any ?more\b|n't (?:\w+ ){1,3}after all\b|\b(?:don't|doesn't|do not|does not) (?:really |even )?(?P<verb>work|live|drink|eat|smoke|drive|play|go|touch|keep|teach|run|attend|use|take|volunteer|sing|swim|cycle|ride|coach|manage|rent|own) (?P<object>(?:[\w'-]+ ){0,6}?)(?:now|these days|nowadays)\b|\bno (?:\w+ ){1,4}any ?more\b|\b(?:isn't|is not|'s not|aren't|are not) (?:my|our|her|his|their) (?:boyfriend|girlfriend|partner|husband|wife|fianc\w*|other half|fella|bloke|missus) (?:now|these days|nowadays)\b|\b(?:no longer|not (?:[\w'-]+ ){0,6}any ?more|no more|done with|over with|is off|'s off|are off|not going ahead|fell through|not happening|not a thing|fell apart|fell by the wayside|went out the window|a thing of the past|didn't last|didn't stick|fizzled out|petered out|not (?:\w+ ){1,3}after all|(?:is|'s|are|'re|been|got|was|were) (?:now |currently )?on (?:hold|ice)|put (?:(?:the|our|my|his|her|their|it|that) )?(?:[\w-]+ )?on (?:hold|ice)|shelved|decided against|decided not to|thought better of|talked (?:me|us) out of|been talked out of|talked (?:myself|ourselves) out of|gone off the idea of|went off the idea of|not more (?:in|at|with|working|living|playing|doing|going|on|a|an|the|my|",
                job_nouns!(),
                r"))\b"
            ),
            Yield::Cue(Cue::Retraction),
            &[
                "I'm not doing five-a-side anymore",
                "she isn't a part-timer any more",
                "the juice cleanse fell apart by day three",
                "early nights are a thing of the past with a newborn",
                "the running club petered out over the winter",
                "we're not getting the puppy after all",
                "my sister isn't coming for Easter after all",
                "the loft conversion is on hold till spring",
                "we've put the wedding on ice",
                "the kitchen extension got shelved",
                "decided against the pottery course in the end",
                "I've gone off the idea of a campervan",
                "my mum talked me out of the tattoo",
                "the vet's talked us out of the operation for now",
                "I talked myself out of the marathon",
                "I don't drive anymore",
                "Ollie isn't my boyfriend now",
                "Kemi's not my girlfriend these days",
                "he is not her husband now, the divorce came through",
                "I don't drink now, not since the operation",
                "she doesn't teach at Fernwood these days",
                "we don't go to St Mark's nowadays",
                "the Lisbon trip is off",
                "no more late shifts for me",
                "I'm no longer on the committee",
                "she's not with the band in Leeds any more",
                "we don't shop at the market in Deptford anymore",
                "he isn't on nights at the depot anymore",
                "no cheese on mine anymore",
                "I am not more in the choir, no time",
                "she is not more working at the bank",
                "we are not more living in Graz",
                "my husband is not more postman, he retired",
                "I am not more nurse since the baby",
                "she is not more teacher, now she sells houses",
            ],
        )
    },
    // "turns out I'm not lactose intolerant": a state found not to hold
    // ends what said it did; the state follows the "not".
    Rule {
        counter: &[
            "I'm not actually sure what time it starts",
            "turns out it's not that bad",
            "she's not really bothered either way",
        ],
        unless: Some(
            r"\bnot (?:actually |really |even )?(?:sure|certain|that|too|very|so|bothered|fussed|convinced|worried|surprised|bad|great|the case|true|a problem|an issue|much|quite)\b",
        ),
        ..rule(
            "found_not_so",
            Cue,
            r"\b(?:turns out|turned out|it turns out|apparently|in fact|the tests? (?:came back|showed|says?)),? (?:that )?(?:i'm|i am|she's|she is|he's|he is|we're|we are|they're|they are|[a-z]+ is|[a-z]+'s) (?:actually |really )?not (?:actually |really |even )?(?P<object>[\w'-]+(?: [\w'-]+){0,3})|\b(?:i'm|i am|she's|she is|he's|he is|we're|we are|they're|they are) not (?:actually|really|even) (?P<object2>[\w'-]+(?: [\w'-]+){0,3})",
            Yield::Cue(Cue::Retraction),
            &[
                "turns out I'm not lactose intolerant at all",
                "apparently she's not coeliac, it was IBS all along",
                "I'm not actually diabetic, the first test was wrong",
                "the tests came back, he's not allergic to eggs",
            ],
        )
    },
    // "I was vegan for two years", "she was a nurse for a while": a spell
    // said in the past is over, as what one used to be is.
    Rule {
        counter: &[
            "I was in Spain for two weeks",
            "I was off sick for a few days",
            "I was vegan for two years and still am",
            "I was vegan for a year and now I'm vegetarian",
            "I've been vegan for two years",
        ],
        unless: Some(
            r"\b(?:still|and am|until now|till now|so far|(?:am|'m|is|'s|are|'re) now|now i'm|now we're)\b|\bwas (?:there|here|away|off|out|up|down|home|around|back|gone|fine|ok|okay|good|great|busy|ill|sick) for\b",
        ),
        ..rule(
            "past_spell",
            Cue,
            r"\b(?:i|we|she|he|they) (?:was|were) (?:a |an )?[\w-]+ for (?:a (?:while|bit|spell|year|time|few (?:years|months)|couple of (?:years|months))|(?:two|three|four|five|six|seven|eight|nine|ten|\d+|a few|a couple of|several|many) (?:years|months)|years|ages)\b",
            Yield::Cue(Cue::Retraction),
            &[
                "funny thing is I was vegan for two years at uni",
                "she was a nurse for a while before the kids",
                "we were members for ages but it got too dear",
            ],
        )
    },
    // "not used to the quiet", "getting used to it": accustomed, no past.
    Rule {
        counter: &[
            "still not used to the early starts",
            "she's getting used to the new school",
            "I'm used to the cold by now",
            "before I forget, the plumber's coming Tuesday",
            "before I go to bed I read for an hour",
            "it brought back what I went through in the past",
        ],
        unless: Some(
            r"\b(?:not|never|getting|get|gets|got|be|being|am|'m|is|'s|are|'re|was|were|become|becoming) (?:so |quite |really |still |now |fully )?used to\b",
        ),
        ..rule(
            "used_to",
            Cue,
            r"\bused to\b|\bback when\b|^in the past\b|\bin the past,|^before,? (?:i|we) (?:was|were|liked|loved|lived|worked|played|had|did|preferred|drank|ate|drove)\b",
            Yield::Cue(Cue::Retraction),
            &[
                "I used to coach under-nines football",
                "Before I was working in a call centre",
                "before, we lived above the bakery",
                "Before I liked tea more than coffee",
                "we used to keep bees",
                "back when I smoked, it was menthols",
                "in the past I'd have said yes to everything",
                "I drank a lot in the past, now hardly at all",
            ],
        )
    },
    // "it's knocked Jaws off the top spot": a new favourite said by the
    // old one it replaced; the old one, named, holds no more.
    rule(
        "knocked_off_the_top",
        Cue,
        r"\b(?:knocked|knocks|knocking|bumped|pushed) (?P<object>(?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*){0,3}) (?:off|from) (?:the )?(?:top spot|top|number one|no\.? ?1|first place)\b|\bdethroned (?P<object2>(?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*){0,3})",
        Yield::Cue(Cue::Retraction),
        &[
            "honestly it's knocked Jaws off the top spot for me",
            "Wicked has bumped Cats from number one",
            "the new Burial album knocked Kid A off the top",
            "this place has dethroned Dishoom as my curry house",
        ],
    ),
    rule(
        "parted",
        Cue,
        r"\b(?:broke up|split up|separated|divorced|fell out with|parted ways|(?:broke|broken|breaking) (?:it|things) off|ended things with|went (?:our|their) separate ways|called it quits|(?:and i|and me|me and (?-i:[A-Z][a-z]+)) (?:have |'ve |had |finally )?call(?:ed|ing) it a day|called time on (?:our|my|the|their) (?:relationship|marriage|engagement))\b",
        Yield::Cue(Cue::Retraction),
        &[
            "Jess and I broke up in March",
            "Dom and I called it a day after six years",
            "me and Kayleigh have called it a day",
            "she called time on their engagement in May",
            "my parents separated last year",
            "I fell out with the book club",
            "Tom and I went our separate ways after the summer",
            "we called it quits in the end",
            "Sasha and I broke it off over the summer",
            "we've broken things off, it wasn't working",
            "I ended things with Marco in June",
        ],
    ),
    // "Carol and I have made up": a falling-out over, which changes what
    // was said of it.
    Rule {
        counter: &[
            "we made up a bed for my nephew",
            "she made up a story about a dragon",
        ],
        unless: Some(r"\bmade up (?:a|an|the|some|my|her|his|our|their|for|stories|songs)\b"),
        ..rule(
            "made_up",
            Cue,
            r"\b(?:(?:and i|and me|we|we've|we have|we're|they|they've)(?: finally| have| had)? (?:made up|made it up|patched (?:things|it) up|buried the hatchet)|(?:back on|on) speaking terms|(?:talking|speaking) (?:to each other )?again|friends again)\b",
            Yield::Cue(Cue::Change),
            &[
                "Mum and I have made up at last",
                "we patched things up over Christmas",
                "me and Leon are back on speaking terms",
                "my sister and I buried the hatchet",
            ],
        )
    },
    // "graduated in July", "finished my masters": a course of study over.
    Rule {
        counter: &[
            "she graduated to the big pool",
            "the kids finished school at three today",
        ],
        unless: Some(r"\bgraduated to\b|\btoday\b"),
        ..rule(
            "studies_ended",
            Cue,
            r"\b(?:graduated|graduating|finished (?:my|her|his|their|our) (?:degree|course|studies|phd|masters|master's|a-levels|apprenticeship|training)|(?:done|finished) (?:with )?(?:uni|university|college|school)\b)|\b(?P<object>(?:degree|course|studies|phd|msc|ma|mba|masters|master's|apprenticeship|diploma|training|dissertation|thesis))(?:'s| is| are) (?:all |finally |officially )?(?:done|over|finished|complete|behind me)\b|\bqualified(?:[.!,]|$| as\b| in\b| last\b| this\b| on\b| at\b)",
            Yield::Cue(Cue::Retraction),
            &[
                "graduated in June, first class!",
                "she finished her degree at Exeter last summer",
                "he's done with uni now, job hunting",
                "I finished my masters in September",
                "Dario qualified!",
                "she's finally qualified as a vet",
                "I qualified in June after four years",
                "the MBA's finally done, no more weekend lectures",
                "so my apprenticeship is officially over",
                "her PhD is finished, viva passed",
            ],
        )
    },
    rule(
        "outgrown",
        Cue,
        r"\b(?:grown out of|grew out of|outgrown|outgrew|got over|recovered from|is over|cleared up|signed off from|signed off by (?:the |my |her |his )?(?:physio|consultant|clinic|surgeon|specialist|doctor|gp)|all clear|healed up|fully healed|fully recovered|mended|fully mended|discharged|good as new|back to normal|off (?:the |my |his |her )?crutches|(?:cast|plaster|sling|brace|splint|stitches|boot) (?:is |are |'s |came |come |has come |have come )off|(?:knee|back|ankle|wrist|shoulder|hip|foot|leg|arm|hand|neck|elbow|finger|toe|chest|tooth|stomach)s?(?:'s| is| are)(?: all| totally| completely| fully| much| a lot| loads)? (?:fine|better|healed|sorted|okay|ok|grand) (?:now|again))\b",
        Yield::Cue(Cue::Retraction),
        &[
            "my son's outgrown his asthma",
            "she grew out of her nut allergy",
            "the rash cleared up in a week",
            "got the all clear from the consultant",
            "my wrist's mended at last",
            "the clinic discharged me in June",
            "I've been signed off from the fracture clinic",
            "my back's good as new after the physio",
            "my ankle's loads better now, back at parkrun",
            "finally off the crutches after six weeks",
            "the cast came off on Friday",
            "his shoulder is fine again since the injection",
        ],
    ),
    // "actually we live in Sale", "oh actually it's a Corsa": a state said
    // again with "actually" first puts right what was said of it, in the
    // same session or a later one. Not a state added ("actually I'm also
    // …") nor a feeling ("actually I'm really excited").
    Rule {
        counter: &[
            "actually I'm also learning Welsh",
            "actually I'm really excited about it",
            "actually my sister is coming too",
            "actually I'm not sure yet",
            "sorry I'm late, the bus was cancelled",
        ],
        unless: Some(
            r"\b(?:also|too|as well|another|again|still|excited|looking forward|thinking|wondering|not sure|unsure|glad|happy|nervous|worried|pleased|proud|(?:i'm|i am) sorry|thrilled|curious|interested|fine|okay|ok|good|great|alright|late|busy|tired|rushing)\b",
        ),
        ..rule(
            "actually_put_right",
            Cue,
            r"^(?:(?:oh|no|sorry|well|um|er|ah|hmm),? )*(?:actually|sorry|oops|whoops),? (?:(?:i'm|i am|we're|we are|it's|it is|it was|she's|he's|they're|i've got|we've got|i have|we have|i live|we live|i work|we work|i drive|we drive|i react|i go|we go|i do|we do)\b|(?:my|our) [\w-]+(?: [\w-]+)?(?:'s| is| are)\b)",
            Yield::Cue(Cue::Change),
            &[
                "actually we live in Sale",
                "oh actually it's a Corsa",
                "actually my shift is 7 till 3",
                "actually I drive a Polo these days",
                "sorry, actually I work at the Wakefield branch",
                "sorry, it's the 14th",
                "oops, we live in Didsbury",
            ],
        )
    },
    // "we caved and bought a car": what was refused is done after all.
    rule(
        "gave_in",
        Cue,
        r"\b(?:caved|gave in|given in|giving in|relented|cracked) and (?:\w+ )?(?:bought|got|booked|adopted|joined|signed up|ordered|went|started|said yes)\b|\b(?:finally|eventually) (?:caved|gave in|relented|cracked)\b",
        Yield::Cue(Cue::Change),
        &[
            "we caved and got the kids a puppy",
            "I finally gave in and joined the gym",
            "she relented and booked the cruise",
        ],
    ),
    // "we went with Admiral this time": a choice made in place of another.
    Rule {
        counter: &[
            "I went with my mum to the shops",
            "we went for a walk in the end",
            "I'll go with the flow this time",
        ],
        unless: Some(r"\b(?:go|went|gone|going) with the flow\b"),
        ..rule(
            "chose_this_time",
            Cue,
            r"\b(?:went|gone|going|go|opted|settled) (?:with|for) (?-i:[A-ZÀ-Þ][\w&'-]*)(?: (?-i:[A-ZÀ-Þ0-9][\w&'-]*)){0,2},? (?:this time|this year|in the end|for (?:this|next) year)\b",
            Yield::Cue(Cue::Change),
            &[
                "we went with Admiral this time",
                "I've gone with Octopus this year, way cheaper",
                "she opted for Santander in the end",
                "we settled for Center Parcs this year",
            ],
        )
    },
    rule(
        "reversed",
        Cue,
        r"\b(?:come round to|came round to|coming round to|come around to|came around to|warmed (?:up )?to|changed my mind about|grown on me|grew on me|won me over on|converted to)\b",
        Yield::Cue(Cue::Change),
        &[
            "I've come round to olives, weirdly",
            "I warmed to jazz after that gig",
            "I changed my mind about e-bikes",
        ],
    ),
    // "Dune has overtaken Foundation as my favourite": one thing put in
    // another's place.
    Rule {
        counter: &[
            "a lorry overtook us on the bend",
            "I knocked the vase off the top shelf",
        ],
        ..rule(
            "displaced",
            Cue,
            r"\b(?:overt(?:ook|aken|akes) (?:\w+ ){1,3}(?:as|in|for)\b|knock(?:ed|s)? (?:\w+ ){1,3}off (?:the )?top spot|(?:taken|took) over (?:from (?:\w+ ){1,3})?as (?:my|our|his|her|their) (?:new )?(?:fav\w*|go-to|top|number one))",
            Yield::Cue(Cue::Change),
            &[
                "Dune has overtaken Foundation as my favourite",
                "oat milk overtook soy in our house ages ago",
                "the Peak District knocked Snowdonia off the top spot for us",
                "Wordle's taken over as my go-to puzzle",
            ],
        )
    },
    Rule {
        // "couldn't imagine it now", "mad to think of it now": a look back
        // from today, not a change.
        unless: Some(
            r"\b(?:imagine|think of|believe|picture) (?:it|that|them|this|doing (?:it|that)|myself doing (?:it|that)) now\b",
        ),
        // "why I started", "since we started": a beginning pointed back
        // at, with nothing begun named, changes nothing.
        counter: &[
            "I have a cat",
            "keep in mind why you started",
            "it's been a slog since we started",
            "I remember how nervous I was when I started",
            "I had a mullet in the nineties, can't picture it now",
            "we camped every summer, couldn't imagine doing that now",
        ],
        ..rule(
            "changed",
            Cue,
            r"\b(?:been|got|was|were|being|get|getting) merged (?:into|with)\b|\b(?:(?:class|lesson|session|meeting|shift|practice|training|club|choir|group|rota)(?:es|s)?) (?:change|move|switch) to\b|\bsince (?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|a few|some) (?:days?|weeks?|months?|years?)\b|\b(?:now|these days|nowadays|from here on(?:wards)?|going forward|from this point (?:on|forward)|lately|of late|switched|switching|changed|moved|moving|relocat\w*|up(?:ped|ping) sticks|decamp(?:ed|ing)|traded|trading|part[- ]exchanged|part[- ]ex'd|swapped|replaced|instead|rather than|new|finally|started [a-z']+|gone|became|become|back on|back to|turned|upgraded|went back|(?:went|gone|going|moved|come|came) (?:over|across) to|promoted|transferred|shifted|(?:re)?shuffled|rejigged|bumped|pushed back|deferred|deferring|postponed|(?:move|push|pushed|shift|bump|bumped) (?:\w+ ){1,3}(?:back |forward )?to|cut (?:down|back) to|cut (?:right |way )?(?:down|back)(?: on)?|(?:gone|come) (?:down|up) to|(?:'s|'re|'m|is|are|am) (?:now )?(?:down|up) to|reduced to|increased to|(?:has|have) been (?:upped|raised|increased|reduced|lowered|cut|dropped|bumped|put|pushed|moved|shifted|brought|knocked)(?: up| down| back| forward)? to|(?:increased|raised|upped|reduced|lowered|cut|dropped|bumped) (?:(?:my|our|his|her|their|the|its) (?:\w+ ){1,2}|it |that |them |me |us |him |her )(?:up |down )?to|brought forward|(?:brought|bring|bringing) (?:\w+ ){1,3}forward|rescheduled|put back|after all|put (?:\w+ ){0,2}up|gone up|went up|goes up|gone down|went down|came down|jumped to|shot up to|risen to|rose to|climbed to|dropped to|fallen to|fell to|doubled|halved|from (?:this|next) (?:month|week|year|term|season|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|as of (?:now|today|this|next)|starting (?:this|next)|officially|came through|come through|(?:had|have|has|'ve|'d) (?:had )?to (?:switch|swap|move|change)|(?:got|picked up|collected|been given|handed) (?:me |us |her |him |them )?(?:the )?keys (?:to|for)\b|^make (?:that|it) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|an)\b|passed (?:my|her|his|their|the|our) (?:[\w-]+ ){0,3}(?:exam|test|assessment|audition|probation|grading|finals)|(?:got|earned|gained|received) (?:my|her|his|their|our) (?:[\w-]+ ){0,3}(?:certificate|qualification|diploma|licence|license|belt)\b|knock(?:ed|ing)? (?:it |that |them |the \w+ )?(?:down|off) to|(?:brought|bring|bringing|got|get|put|putting) (?:it|that|them|the \w+|me|him|her|us) (?:down|up) to|(?:got|was|been|were|is|'s) (?:finally )?(?:granted|approved|accepted)|(?:'m|'re|'s|am|is|are) (?:just |now )?(?:an? )?(?:[a-z-]+ ){1,3}again|(?:'m|'re|'s|am|is|are) (?:now |finally )?back (?:out |to )?[a-z]{3,}ing)\b|,\s+not\s+\w+|\b\d+ not \d+\b",
            Yield::Cue(Cue::Change),
            &[
                "I want Celsius for the weather from here on",
                "we take the early train going forward",
                "my dose has been upped to 20mg",
                "we've been merged into the claims team",
                "her class got merged with Year 4",
                "our branch was merged with the one in Bury",
                "her bedtime has been moved back to eight",
                "our rent has been put up to 900",
                "our choir move to the church hall from May",
                "the lessons change to Saturdays after Easter",
                "my shift switch to nights next week",
                "I'm back running three times a week",
                "she's finally back working full time",
                "we're back out walking every evening",
                "since two weeks I work from home",
                "I am in Lisbon since three months",
                "since a year we have a dog",
                "I upped it to four sessions a week",
                "the consultant's upped me to 20mg",
                "they've dropped her down to two shifts",
                "we shop at Lidl rather than Tesco",
                "I get the tram rather than driving",
                "the vet reduced him to half a tablet",
                "she's cut that to twice a month",
                "we raised it to a tenner each",
                "I'm single again, long story",
                "we went over to Octopus for the energy",
                "my parents upped sticks to Portugal last year",
                "she's gone across to the Halifax",
                "they came over to us from EE",
                "we're renting again after the sale fell through",
                "she's a full-time mum again",
                "we've had to switch the venue to the town hall",
                "I had to swap my shift to the Friday",
                "they've had to move the match to Sunday",
                "the garage knocked the quote down to 300",
                "they knocked it down to 450 when I asked",
                "we got them to bring it down to 90 a month",
                "the consultant's brought me down to 10mg",
                "they've put her up to three days a week",
                "the vet got him down to one tablet",
                "I'm officially a homeowner as of Friday",
                "passed my grade 6 piano exam",
                "she passed her driving test on the second go",
                "he's passed his probation at the bank",
                "got my B2 certificate in German",
                "she's earned her black belt",
                "he gained his HGV licence in March",
                "my work visa came through on Monday",
                "she's been accepted onto the nursing course",
                "we switched to oat milk",
                "I'm at the Leith branch now",
                "got a new phone last week",
                "the cat's called Mango, not Pepper",
                "book club got shifted to the first Thursday",
                "they've shuffled choir to Wednesdays",
                "cut back, it's two coffees a day",
                "I've cut right down on the crisps",
                "we've cut way back. One takeaway a month",
                "my shifts got reshuffled so I'm on lates",
                "I rejigged my hours to finish at three",
                "my review was pushed back to June",
                "I've deferred my place at Durham to 2027",
                "she's deferring her start until the spring",
                "the wedding's postponed to next summer",
                "the vet rescheduled us for the 14th",
                "we had to move the party to the Sunday",
                "they've pushed the christening to March",
                "the dentist bumped my check-up to the 20th",
                "we've had to push the barbecue back to August",
                "I've cut back to two coffees a day",
                "we're down to one car since the crash",
                "I've been drinking decaf lately",
                "the rent has jumped to 900",
                "my resting heart rate's dropped to 58",
                "the membership fee doubled this year",
                "lately I'm doing the night shifts",
                "been cycling in of late",
                "the squad's up to twelve players",
                "I'm down to three shifts a week",
                "my hours have gone down to three days a week",
                "council tax has gone up again",
                "the gym's put its fees up",
                "it's 40 quid a week from next month",
                "from next Tuesday I'm on lates",
                "from this Friday the class is online",
                "we're closed Sundays from next Monday",
                "as of this week I'm on the early shift",
                "the GP increased my sertraline to 100mg",
                "they've upped our rent to 1,250",
                "the club lowered the junior subs to 20 a term",
                "my daughter is 12 not 11",
                "the flat number is 19 not 9",
                "it's 3 not 2 sugars for me",
                "got the keys to a little terrace in Canton yesterday",
                "we collected the keys for the bungalow this morning",
                "they handed us the keys to the flat on Friday",
                "make that three kids, the baby came early",
                "make it two sugars",
                "make that a double, it's been a day",
            ],
        )
    },
    // ---- slots ----------------------------------------------------------
    Rule {
        counter: &[
            "my landlord is a nightmare about repairs",
            "the landlord's putting the rent up",
        ],
        ..rule(
            "landlord",
            Slot,
            r"\b(?:landlord|landlady|letting agent|letting agency)(?:,| is|'s| was)? (?:now |still |actually )?(?:(?:(?:a|an|this|that|some) (?:[\w-]+ ){0,3})?(?:called|named) )?(?P<value>(?-i:[A-ZÀ-Þ][a-zß-ÿ]+))",
            Yield::Slot("landlord"),
            &[
                "our landlady's called Maureen",
                "my landlord's a bloke called Pete",
                "the new landlord is a company called Keyhaven",
            ],
        )
    },
    Rule {
        counter: &[
            "my boss is on holiday this week",
            "I'm the boss of my own time",
        ],
        ..rule(
            "manager",
            Slot,
            r"\b(?:boss|manager|supervisor|line manager|team lead|team leader)(?:,| is|'s| was)? (?:now |still |actually )?(?:(?:a|an|this|that|some) (?:[\w-]+ ){0,3}(?:called|named) )?(?P<value>(?-i:[A-ZÀ-Þ][a-zß-ÿ]+))|\breport(?:s|ing)? (?:directly )?to (?P<value2>(?-i:[A-ZÀ-Þ][a-zß-ÿ]+)|the (?:[\w-]+ )?(?:manager|director|head|lead|supervisor|partner|owner|ceo|boss))|\b(?:the|our|my) (?:team|department|dept|office|unit|ward|branch|section|site|shop|store|depot|lab)(?:'s| is| are|'re)? (?:now |being |getting |currently )*(?:run|managed|led|headed up|headed) by\b|\b(?:come|came|coming|gone|went|moved) (?:back )?(?:in )?to (?:run|manage|lead|head up|head) (?:the|our|my) (?:team|department|office|unit|ward|branch|section|site|shop|store|depot|lab)\b",
            Yield::Slot("manager"),
            &[
                "I report to the regional director now",
                "we're reporting to the head of ops for now",
                "she reports to the store manager",
                "my boss is a guy called Raymond",
                "my new manager is this quiet bloke called Sunil",
                "my manager's a really sharp woman named Ife",
                "my new manager, Tasha, starts Monday",
                "I report to Wen now",
                "my supervisor's Mr Okafor",
                "our ward's being run by a new sister called Agnes",
                "the department is now led by a guy named Colm",
                "Dev came back to manage the branch in May",
            ],
        )
    },
    Rule {
        unless: Some(r"(?-i:I'm [A-Z][a-z]+(?:sh|ese|ian|ic|an|ch|ek))$"),
        counter: &[
            "I go by bike now",
            "I go by train most days",
            "I'm Welsh",
            "I'm in Leeds",
            "I'd rather be in Lisbon than here",
            "I'd rather be Ryanair than stuck on a coach for twelve hours",
        ],
        ..rule(
            "name",
            Slot,
            r"\bmy name(?: is|'s)\b|\bcall me\b|\bi'm called\b|\b(?:everyone|everybody|people|friends|most people) (?:just )?(?:calls? me|says?|know me as)\b|\bi go by (?-i:[A-Z])|(?-i:^I'm [A-Z][a-z]+$)|(?-i:^(?:it's |this is )?(?P<value>[A-ZÀ-Þ][a-zß-ÿ]+) here[.!]?$)|\bmy (?:sur|last |family |maiden |married |middle |first )name(?: is|'s| was)\b|\b(?:taken|took|taking|kept|keeping|changed|went back to|gone back to) (?:my |his |her |(?-i:[A-Z][a-z]+)'s )?(?:maiden |married |sur|last |family )?name\b|(?-i:^I'm (?:now )?[A-Z][a-z]+ [A-Z][a-z]+(?: now)?[.!]?$)|(?-i:(?:^|\bso |, )I'm (?:now |officially )?[A-Z][a-z]+ [A-Z][a-z'-]+(?: now| these days| officially)(?:[.!,]|$))|(?-i:\bI'm (?:now |officially )?(?:Mrs|Mr|Ms|Miss|Mx|Dr) [A-Z][a-z]+)|\b(?:i'd|i would) (?:rather|prefer to) be (?:called )?(?-i:[A-Z][a-z]+)\b(?: (?:again|now|instead|please|from now on|these days))?(?:\s*[,.!]|\s*$)|\bi(?:'d)? prefer (?:to be called|being called|to go by)\b",
            Yield::Slot("name"),
            &[
                "call me Bex",
                "my name's Tomasz",
                "I'm Oluwaseun",
                "Gráinne here",
                "it's Marek here",
                "I go by Sunny at work",
                "friends just say Kaz",
                "my surname's Okonkwo",
                "I've taken Liam's name since the wedding",
                "I'm Hannah Clarke now",
                "we married in June, so I'm Jo Peters now, it still sounds odd",
                "I'm Amira Khan these days, new passport and all",
                "since the deed poll, I'm Sam Rivers officially.",
                "I've gone back to my maiden name",
                "since the wedding I'm Mrs Achebe",
                "I'm officially Dr Ferreira, the viva went fine",
                "after the divorce I'm Ms Lindqvist again",
                "I'd rather be Beth again, if you don't mind",
                "I'd prefer to be called Kit",
                "honestly I would rather be Jonny now",
            ],
        )
    },
    Rule {
        unless: Some(
            r"\d+ ?(?:am|pm|k|km|miles|minutes|mins|hours|%|quid|pounds|dollars|euros|kg|kilos|weeks|months|stone)\b|\bweeks pregnant\b|\bturn(?:ed|ing)? \d+ (?:pages|times|laps|degrees|corners|points)\b|\b(?:number|flat|room|seat|ward|bus|locker|score|rent|bill|platform|gate|bay|pin|code|size|handicap|house|door|desk|team|squad|class|group|streak|year|grade) (?:is|'s) ",
        ),
        counter: &[
            "I'm 5k into the run",
            "I turned 3 pages",
            "my flat number is fourteen",
            "my bus is the 17 now",
            "Callum's taking me to Skye for my birthday",
            "got a new bike for my birthday",
            "we're having a barbecue for her birthday",
            "my handicap's eighteen now",
            "we've turned two of the bedrooms into offices",
            "she's turned one down already",
            "my goal's 10,000 steps a day",
            "our budget is 2,500 for the whole trip",
            "his salary is 45,000 now",
        ],
        ..rule(
            "age",
            Slot,
            concat!(
                r"\b(?:i'm|i am|turned|turning|turn|just turned|he's|she's) (?:\d{1,2}|",
                spoken_tens!(),
                r")(?:\s|$|[,.!](?:\D|$))|\b(?:he|she|they) (?:just |finally |officially )?turned (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)(?:\s|$|[,.!])|\byears? old\b|\b(?:he's|she's|he is|she is) (?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)(?:\s+(?:years?|and|now|today|already|next|this|last|in|on|not)\b|\s*$|[,.!](?:\D|$))|(?:^|\b(?:is|was|it's|its|on|and|but|so|that|had|has|having|tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|forgot|remembered|celebrate|celebrated|celebrating|spent|missed)\s+|'s\s+)(?:my|our|his|her) birthday\b|(?-i:\b[A-ZÀ-Þ][a-zß-ÿ]+),?(?:'s| is| turned| turns| just turned) (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|",
                spoken_tens!(),
                r"|\d{1,2})(?:\s+(?:years?|and|now|today|already|next|this|last|in|on|not)\b|\s*$|[,.!](?:\D|$))",
                // "my nan is eighty-nine and …": one of theirs and a number.
                r"|\b(?:my|our) [a-z]+(?: [a-z]+)? (?:is|'s) (?:\d{1,2}|",
                spoken_tens!(),
                r")(?:\s+(?:years?|and|now|today|already|next|this|on)\b|\s*$|[,.!](?:\D|$))",
                // "my nan is eighty-nine and …": one of theirs and a number.
                r"|\b(?:my|our) [a-z]+(?: [a-z]+)? (?:is|'s) (?:\d{1,2}|",
                spoken_tens!(),
                r"|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+(?:years?|and|now|today|already|next|this|on)\b|\s*$|[,.!](?:\D|$))",
                // "the twins are six", "the triplets just turned two": an
                // age said of children born together.
                r"|\b(?:twins|triplets)(?: are|'re| have| both| just| all| now)* (?:turned )?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|\d{1,2})(?:\s|$|[,.!])",
                // "had her ninetieth", "celebrated my 40th": a birthday by its
                // number.
                // "has just turned ten", "'s finally turned eighteen": the
                // age reached, with "has" before it.
                r"|\b(?:has|have|'s|'ve) (?:just |finally |now |officially )?turned (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|\d{1,2}|",
                spoken_tens!(),
                r")(?:\s+(?:years?|and|now|today|already|this|last|on|at|yesterday)\b|\s*$|[,.!](?:\D|$))",
                r"|\b(?:had|celebrated|celebrating|having|turns|turned) (?:her|his|my|their|our) (?:\d{1,3}(?:st|nd|rd|th)|eighteenth|twenty-first|thirtieth|fortieth|fiftieth|sixtieth|seventieth|eightieth|ninetieth|hundredth)\b",
                // "had his eighth birthday": a small ordinal, with the word.
                r"|\b(?:had|celebrated|celebrating|having|turns|turned) (?:her|his|my|their|our) (?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|nineteenth|twentieth|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-[a-z]+) birthday\b",
            ),
            Yield::Slot("age"),
            &[
                "Noor's nine and mad about horses",
                "she turned eight on Tuesday",
                "the twins are six, it's mad",
                "the triplets just turned two",
                "our twins have turned 11",
                "he just turned four, can you believe it",
                "they turned twelve at the weekend",
                "Ziggy had his sixth birthday at the weekend",
                "we celebrated her eleventh birthday with a sleepover",
                "Grandad is having his seventy-fifth birthday in March",
                "he's eleven now, can you believe it",
                "she's fourteen and taller than me",
                "he is six today",
                "Theo turned three on Sunday",
                "my niece Bea is fourteen now",
                "I turned 37 in April",
                "I'm forty next month",
                "I'm sixty-two and still cycling to work",
                "turned twenty-nine last Tuesday",
                "she's forty-one this year",
                "my grandad is ninety-one and sharp as a tack",
                "our youngest is seven now",
                "My brother, Kofi, is twenty-six",
                "we had his eightieth at the golf club",
                "she celebrated her 50th in Rome",
                "my birthday is on the 9th of June",
                "Saturday's my birthday",
                "it's her birthday tomorrow",
                "my son has just turned ten",
                "Rosa's finally turned eighteen, she can vote now",
                "the twins have turned seven this week",
            ],
        )
    },
    Rule {
        // A child "at" a named place with nothing else said is at school
        // there; a visit says where or when ("at Nando's with friends").
        counter: &[
            "my son is at Nando's with his mates",
            "our daughter's at Gran's for the weekend",
            "my son Ravi is at football",
        ],
        ..rule(
            "child_at_school",
            Slot,
            r"\b(?:son|daughter|eldest|youngest|boy|girl|kids|children|twins)\b[^,.;!?]*?(?:\bis|'s|\bare|'re) (?:now |still |both |all )?at (?-i:[A-Z][\w'-]+)(?: (?-i:[A-Z][\w'-]+)){0,2}(?: (?:primary|secondary|high|school|academy|college|juniors|infants|nursery))?(?:\s*(?:[,.;!]|$)|,? (?:now|still|these days|and (?:our|my|his|her)\b))",
            Yield::Slot("study"),
            &[
                "our son Ravi is at Hillside and our daughter Mira is at Beech Grove",
                "my daughter's at St Anne's now",
                "the kids are both at Oakwood Primary",
            ],
        )
    },
    // "I work reception for a dental practice", "doing bar shifts at the
    // Red Lion": a post or shifts worked for a named place are a job.
    Rule {
        counter: &[
            "I work nights at the hospital",
            "she's doing the tills at home with a toy shop",
            "we do shifts at home for the baby",
        ],
        ..rule(
            "a_post_worked",
            Slot,
            r"\b(?:work|works|working|worked|do|does|doing|did) (?:the )?(?:reception|security|tills|the tills|checkouts|the checkout|the bar|bar work|the door|front of house|the counter|the front desk)(?: shifts)? (?:at|for|in) (?:the |a |an )?(?:[\w-]+ )?(?:(?-i:[A-Z])|practice|surgery|hotel|hospital|gym|school|office|shop|supermarket|pub|bar|club|arena|stadium|firm|council|library)|\b(?:do|does|doing|did|picked up|picking up|pick up|started doing|taken on|took on) (?:some |a few |extra |more )?(?:bar|pub|weekend|evening|agency|retail|warehouse|care|kitchen|waitressing|waiting) shifts (?:at|for|in) (?:the |a )?(?-i:[A-Z])",
            Yield::Slot("job"),
            &[
                "I work reception for a dental practice",
                "he works security at the arena now",
                "I've started doing bar shifts at the Red Lion at weekends too",
                "she picked up some weekend shifts at Boots",
            ],
        )
    },
    // "our flat is right in the middle of Birmingham", "home's a terraced
    // house in the centre of Northampton": the home described, then the
    // town it is in.
    // "The keys to our new place in Marlborough came": a new home of the
    // speaker's named by its town is where they live now.
    // "so it's Mum and Dad's spare room for now", "it's a bedsit in Hulme
    // till I find something": an "it" that is no thing, with a place to
    // sleep, is where the speaker lives.
    Rule {
        counter: &[
            "it's my sister's flat that needs the work",
            "it's a studio flat they're selling, not a house",
            "the party? it's at Dan's place",
        ],
        unless: Some(r"\b(?:that|which|who)\b|\bselling|\bfor sale\b|\bparty\b"),
        ..rule(
            "home_said_with_it",
            Slot,
            r"^(?:so |and |but |then |now )?(?:it's|it is|it’s) (?:(?:my|our|the|a|an|(?-i:[A-Z][a-z]+)(?: and (?-i:[A-Z][a-z]+))?'s?) )(?:[\w'-]+ ){0,2}?(?:spare room|box room|sofa|couch|settee|attic room|bedsit|studio|caravan|spare bed|camp bed|floor|box room)\b",
            Yield::Slot("lives_in"),
            &[
                "so it's Mum and Dad's spare room in Bridgend while I look for work",
                "it's a bedsit in Hulme till I find something better",
                "it's my mate's sofa for the next few weeks",
            ],
        )
    },
    // "Now I'm in Glasgow", "these days we're in Truro": a town one is in,
    // with "now" said first, is where one lives; a stay for a while is not.
    Rule {
        unless: Some(
            r"\bfor (?:a|an|the|two|three|four|\d+|the rest of the) (?:night|nights|week|weeks|weekend|day|days|match|gig|conference|wedding|holiday|trip)\b|\bon (?:holiday|business|a course|a trip|a stag|a hen)\b|\bin (?-i:(?:Tesco|Asda|Lidl|Aldi|Boots|Costa|Morrisons|Sainsbury's|Waitrose|Greggs|Primark|Argos|Ikea|IKEA|A&E))\b",
        ),
        counter: &[
            "now I'm in Rome for the weekend",
            "now we're in Tesco getting milk",
            "these days I'm in Leeds on business a lot",
        ],
        ..rule(
            "home_now_said_first",
            Slot,
            r"^(?:so |and |but )?(?:now|these days|nowadays),? (?:i am|i'm|we are|we're|she's|he's|she is|he is|they're|they are) (?:living )?in (?-i:[A-ZÀ-Þ][a-zß-ÿ]+)\b",
            Yield::Slot("lives_in"),
            &[
                "Now I am in Glasgow, my cousin found me work",
                "these days we're in Truro, near the hospital",
                "nowadays she's in Cork with her fella",
            ],
        )
    },
    // "I stay in Govan", "my gran stays in Perth": in Scotland and in the
    // English of many who learnt it, "stay" is "live". Staying somewhere
    // for a while or when visiting is not.
    Rule {
        unless: Some(
            r"\b(?:when|whenever|while|overnight|night|nights|hotel|hotels|inn|inns|hostel|b&b|airbnb)\b|\bfor (?:a|an|the|two|three|four|\d+) (?:night|nights|week|weeks|weekend|days?)\b|\bon (?:holiday|business)\b",
        ),
        counter: &[
            "I stay in Premier Inns when I'm working away",
            "we stay in Keswick for a week every summer",
            "she stays in Paris whenever she visits",
        ],
        ..rule(
            "home_as_stay",
            Slot,
            r"\b(?:i|we|she|he|they|still|now|gran|granny|nan|mum|dad|(?-i:[A-Z][a-z]+)) (?:stay|stays) in (?-i:[A-ZÀ-Þ][a-zß-ÿ]+)\b",
            Yield::Slot("lives_in"),
            &[
                "Two years I stay in Manchester now, working in a kitchen",
                "my gran stays in Perth, in a wee flat",
                "we still stay in Govan, same close as ever",
            ],
        )
    },
    rule(
        "new_home_in_a_town",
        Slot,
        r"\b(?:my|our) (?:new|brand new|new-build) (?:place|house|home|flat|apartment|bungalow|cottage|pad|semi|terrace|maisonette) (?:(?:just )?(?:in|at|near|outside) )(?-i:[A-Z][\w'-]+)",
        Yield::Slot("lives_in"),
        &[
            "we're painting our new house in Frome",
            "the keys to my new flat in Bath came on Friday",
            "our new place near Ludlow needs a roof",
        ],
    ),
    Rule {
        counter: &[
            "our house is in the middle of a renovation",
            "my flat is in a state",
            "home's a mess in the middle of the move",
        ],
        ..rule(
            "home_described_in_a_town",
            Slot,
            r"\b(?:(?:my|our|the) (?:flat|house|home|place|apartment|cottage|bungalow)|home)(?:'s| is) (?:(?:right|just|bang) )?(?:(?:a|an) (?:[\w-]+ ){0,3}?(?:flat|house|terrace|semi|bungalow|cottage|studio|apartment|maisonette|new-build|place|condo|townhouse|duplex|loft|bedsit|narrowboat|houseboat) )?(?:(?:over|out|down|up|just) )?(?:in|on) (?:the (?:middle|centre|center|heart|edge|outskirts) of )?(?-i:[A-Z][\w'-]+)",
            Yield::Slot("lives_in"),
            &[
                "our flat is right in the middle of Birmingham",
                "home's a terraced house in the centre of Northampton",
                "my place is on the edge of Harrogate",
                "our cottage is bang in the heart of Ludlow",
                "our place is a rented flat over in Bootle",
                "home is a little condo out in Mesa",
                "my place is a two-bed duplex down in Camden",
            ],
        )
    },
    // "Mum's in residential care in Chester now", "Gran's rattling around
    // alone in that bungalow": where someone lives, said by the kind of
    // home or by living in it alone.
    Rule {
        counter: &[
            "she works in residential care in Chester",
            "I was alone in the house all weekend",
            "he visits a care home in Bury on Sundays",
        ],
        unless: Some(
            r"\b(?:work|works|working|worked|visit|visits|visiting|visited|volunteer|volunteers|volunteering|nurse|carer|job|shift|shifts|weekend|all day|all night|tonight|for (?:a|the|an) (?:bit|while|hour|night|week|day))\b",
        ),
        ..rule(
            "home_by_its_kind",
            Slot,
            concat!(
                r"\b(?:'s|is|are|'re|'m|am|now|been|living|lives|live) (?:now |still |currently |happily )?in (?:residential care|a care home|a nursing home|sheltered housing|sheltered accommodation|assisted living|a retirement (?:home|flat|village))\b|\b(?:alone|on (?:her|his|my|their) own|by (?:herself|himself|myself|themselves)) (?:(?:up|down|out|over) )?(?:in|at) (?:a|an|the|that|this|her|his|my|their|our) (?:[\w-]+ )?(?:",
                dwelling_nouns!(),
                r")\b"
            ),
            Yield::Slot("lives_in"),
            &[
                "Mum's in residential care in Chester now",
                "Grandad is now in sheltered housing near the park",
                "Dad's rattling around alone in that bungalow in Rhyl",
                "Nan's on her own up at the cottage still",
                "he's by himself out at the farmhouse",
                "she's on her own in a flat above the chemist",
            ],
        )
    },
    // "I've got the two-bed to myself now", "it's just me in the house":
    // a home with no one else in it is how the speaker lives.
    Rule {
        counter: &[
            "I had the office to myself on Friday",
            "we had the pool to ourselves all morning",
            "it's just me in the office this week",
        ],
        unless: Some(
            r"\b(?:this|last|next|on|all|for the|for a) (?:week|weekend|night|morning|afternoon|evening|day|monday|tuesday|wednesday|thursday|friday|saturday|sunday|fortnight|holidays?)\b|\btill\b|\buntil\b",
        ),
        ..rule(
            "home_to_oneself",
            Slot,
            r"\b(?:got|have|has|had|'ve|'ve got|'s got) (?:the|our|my|her|his|their) (?:whole |entire |little )?(?:house|flat|place|home|two-bed|one-bed|bungalow|apartment|cottage|semi|terrace|maisonette|studio|pad|digs) to (?:myself|ourselves|herself|himself|themselves|themself)\b|\b(?:it's|it is|it’s) (?:just|only) (?:me|us two|the two of us) (?:at home|at ours|at mine|in the (?:house|flat|place|cottage|bungalow|two-bed|one-bed|apartment))\b",
            Yield::Slot("lives_in"),
            &[
                "I've got the two-bed to myself now",
                "she has the whole house to herself since the divorce",
                "it's just me at home these days",
                "it's only the two of us in the house now the kids have gone",
            ],
        )
    },
    // "We've been in Norwich nearly ten years": a town lived in a while is
    // home. Years, months or decades only ("in Rome for two weeks" is a
    // stay), and not a department or a shop.
    // "I've taken one of those retirement flats at Willow Court": a home
    // taken on, where the speaker lives now. Not a holiday let.
    Rule {
        counter: &[
            "we rented a cottage in Looe for the summer",
            "I've taken a room at the Premier Inn for the night",
            "she took a stall at the Christmas market",
            "we've bought a holiday cottage in Cornwall",
            "she got a place at Durham to read law",
        ],
        unless: Some(
            r"\bfor (?:the|a|two|three|four|a few|a couple of) (?:night|nights|week|weeks|weekend|summer|holiday|holidays|month)\b|\b(?:inn|hotel|hostel|b&b|airbnb|travelodge)\b|\b(?:holiday|second|weekend) (?:cottage|home|let|flat|house|place|apartment|caravan|chalet|villa)\b|\bbuy-to-let\b|\binvestment (?:property|flat|house)\b|\blet (?:it|them) out\b",
        ),
        ..rule(
            "home_taken",
            Slot,
            r"\b(?:taken|took|taking|rented|renting|bought|buying) (?:a|an|one of (?:those|the|these)|the) (?:[\w-]+ ){0,2}?(?:flats?|houses?|rooms?|bungalows?|cottages?|apartments?|studios?|maisonettes?|new-builds?|semis?|terraces?) (?:at|in|on) (?-i:[A-Z])|\b(?:got|found|bagged|landed) (?:a|an|our|my|the) (?:[\w-]+ ){0,2}?(?:flat|house|place|bungalow|cottage|apartment|maisonette|semi|terrace|two-bed|three-bed|one-bed)(?: with (?:a |an )?(?:[\w-]+ ){0,2}[\w-]+)? in (?-i:[A-Z])",
            Yield::Slot("lives_in"),
            &[
                "I've taken a flat in Hove near the front",
                "she's bought one of those new-builds at Kingsmead",
                "we're renting a little house on Mill Lane now",
                "finally got a ground-floor place with a garden in Redland",
                "we found a two-bed in Shipley at last",
                "she's bagged a flat with a balcony in Leith",
            ],
        )
    },
    Rule {
        counter: &[
            "I've been in Rome for two weeks",
            "she's been in Accounts for three years",
            "I've been in Tesco about two years now",
        ],
        unless: Some(
            r"\bin (?-i:(?:Year|Reception|Accounts|Sales|Marketing|Finance|HR|IT|Ops|Tesco|Asda|Lidl|Aldi|Boots|Costa|Morrisons|Sainsbury's|Waitrose|Greggs|Primark|Argos))\b",
        ),
        ..rule(
            "home_for_years",
            Slot,
            r"\b(?:i've|i have|we've|we have|she's|he's|they've|been|lived|living) (?:been |lived )?(?:in|here in) (?-i:[A-Z][\w'-]+)(?:,? (?:for|about|nearly|almost|over|going on|getting on for|coming up to|well over)){1,2} (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|\d+|a few|a couple of) (?:years?|months?|decades?)\b",
            Yield::Slot("lives_in"),
            &[
                "we've been in Norwich nearly ten years",
                "I've lived in Oban for about three years",
                "been here in Canterbury going on two decades",
            ],
        )
    },
    Rule {
        unless: Some(
            r"\bmov(?:ed|ing) (?:me |him |her |them )?(?:up |back |across |over )?(?:to|into) (?:the )?(?:(?:wing|goal|centre|center|full|left|right|fly|scrum|point|shooting|power|small|inside|outside|second|first|opening|front|back) ?-?(?:defence|defense|attack|shooter|keeper|back|half|forward|guard|centre|center|row|slip|bat)|midfield|defence|defense|attack|up front|upfront|in goal|goalkeeper|keeper|striker|wing|the bench|the reserves|the first team|the seconds|the firsts)\b|(?:^|\b(?:i|we|i've|we've|i'm) )(?:got|was|were|been|have been|'ve been) moved (?:over |up |down |across )?to\b|^(?:since |when |after |now )?(?:the|our|my|their|his|her) (?:[\w-]+ ){0,2}(?:office|offices|shop|gym|club|school|firm|company|team|practice|surgery|bakery|class|branch|store|studio|restaurant|café|cafe|depot|business|headquarters|hq|factory|warehouse|clinic|church|choir|lab|salon|market|stall|pub)(?:'s| has| have| had| is| was| got)?(?: (?:just|now|finally|recently|been))? (?:moved|relocated|moving|relocating)\b|\b(?:live|lives|living|lived|reside|resides|resided|residing) at (?:(?:flat|apartment|apt|unit) \d+[a-z]?,? )?\d+[a-z]? (?-i:[A-Z][a-z]+)\b|\b(?:'s|is|are|'re) (?:still |now |currently )?in (?-i:(?:Year|Reception|Form|Class|Grade|Set|Group|Team|Accounts|Sales|Marketing|Finance|Ops|Tesco|Asda|Lidl|Aldi|Boots|Costa|Hospital|Surgery|Theatre|Recovery))\b|\bmov(?:ed|ing) (?:it |that |things )?(?:to|back to) (?:next|the \d+(?:st|nd|rd|th)?|\d+(?:st|nd|rd|th)?|the (?:first|second|third|fourth|last|next|following|same) |january|february|march|april|may|june|july|august|september|october|november|december|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|tomorrow|later|the (?:morning|afternoon|evening))\b|\b(?:trip|meeting|appointment|class|party|wedding|session|date|flight|booking|match|game|lesson|exam|interview|run|rehearsal|practice|training|club|choir|group|quiz|meetup|service|league|rota|op|operation|surgery|procedure|scan|test|hearing|viewing|completion)(?:s|es)?(?:'s)?(?: (?:has|have|had|is|was|were|got|been|being|just|now|finally|all|also|already|then|since|itself|date|day|time|itself|we booked|i booked|they booked|has been|have been))*(?:'s)? (?:moved|been moved)\b|\bmov(?:ed|ing) (?:me |him |her |them )?(?:to|over to|into|up to|across to) (?:another|a new|a different|the|a|an|my|her|his) (?:[\w-]+ ){0,3}(?:team|department|role|desk|shift|project|position|post|squad|division|unit)\b|\bmov(?:ed|ing) (?:up |down )?(?:to|into) (?:year|grade|class|level|set|stage|division|league|group|band|tier|form)\b|\bmov(?:ed|ing) (?:me |him |her |them |us )?(?:on)?to (?:the )?(?:days|nights|lates|earlies|twilights)\b|\bmov(?:ed|ing) to a new school\b|\bmak(?:e|es|ing) (?:a|my|her|his|their|our) living\b|\b(?:mov|go)(?:ed|ing|ne)? up to (?:the )?(?:big school|secondary|high school|sixth form|juniors|middle school|seniors)\b|\bmov(?:ed|ing) (?:up |over |across )?to (?:cubs|scouts|brownies|guides|beavers|rainbows|explorers|the (?:under|u)[- ]?\d+s?)\b|\bmov(?:ed|ing) (?:up |over |across )?to (?-i:(?:[A-Z][\w']*\s){1,3})(?:primary|secondary|high|grammar|academy|school|nursery|infants|juniors|college|prep|sixth form)\b|\bmov(?:ed|ing) (?:over )?(?:to|across to) (?:[\w&-]+ ){1,2}(?:mobile|energy|broadband|bank|telecom|fibre|insurance|sim|tariff|network|savings|isa|music|tv|premium)\b|\bmov(?:ed|ing) (?:over |across )?(?:to|onto) (?:spotify|tidal|deezer|netflix|disney\+?|youtube|audible|kindle|notion|obsidian|todoist|strava|garmin|fitbit|whatsapp|signal|telegram|outlook|gmail|linux|android|an iphone|a mac)\b|\bin (?-i:[A-ZÀ-Þ][a-zß-ÿ]+) now (?:for|visiting|until|till|on|at)\b|\bhere in (?:january|february|march|april|may|june|july|august|september|october|november|december)\b|\bback (?:home )?in \w+ (?:for|this|next|until|till|visiting|on)\b|\b(?:holiday|second|weekend) (?:cottage|home|let|flat|house|place|apartment|caravan|chalet|villa|static)\b|\bbuy-to-let\b|\binvestment (?:property|flat|house)\b|\bmov(?:ed|ing) (?:schools? )?to (?-i:(?:[A-Z][\w']*\s){1,3})for (?:sixth form|year \d{1,2}|reception|secondary|(?:her |his |their )?(?:a-levels|a levels|gcses|highers))\b",
        ),
        counter: &[
            "the office moved to Salford Quays in the spring",
            "I'm in Madrid this week for a conference",
            "we're in Crete for a fortnight, have been to the beach twice",
            "coach has moved me to wing attack for the cup run",
            "I've moved into midfield this season",
            "she got moved up to the first team in May",
            "I got moved to the Wakefield depot in March",
            "got moved to the night team after the restructure",
            "we were moved to a different hotel after the flood",
            "since our gym relocated to the retail park I drive there",
            "the café's moved into the old bank on Bridge Street",
            "the meeting got moved to Friday",
            "I've been moved to nights again",
            "the scan's been moved to the 14th",
            "we've bought a holiday cottage in Norfolk",
            "they rent out a buy-to-let flat in Salford",
            "my op has been moved to the 2nd of May",
            "we moved the party to June",
            "Ola got moved to another team",
            "the rehearsals have moved to Thursdays",
            "she's been moved up to year 5",
            "I'm moving up to grade 4 piano",
            "our team moved down to division two",
            "we moved over to Octopus Energy in the spring",
            "moved to Tesco Mobile, way cheaper",
            "I bought my bike in May",
            "I've moved to Starling Bank",
            "moved over to Apple Music last spring",
            "we've moved onto Netflix from Sky",
            "I moved across to Strava from Garmin Connect",
            "book group has moved to the last Friday of the month",
            "they moved it to the second Tuesday",
            "the quiz has moved to the Red Lion",
            "I'll be here in March for the conference",
            "here in the office it's chaos",
            "she's back in Leeds for Christmas",
            "I'm back in the office on Monday",
            "we're back in Lisbon this summer, can't wait",
            "Oscar moved over to Brookside Primary after half term",
            "I'm in Rome now for the conference",
            "she's moved up to Guides now",
            "she's moved to a new school in Leith",
            "Alfie moved up to Scouts in the autumn",
            "he's moved up to the under-12s",
            "we packed up and went to the beach",
            "I'm able to make a living from my art",
            "I packed up and went to bed early",
            "she's up in Leeds for the weekend",
            "I'm down in London for a conference",
            "he's out in the garden",
            "my son's in Year 9",
            "Dad's in Tesco getting milk",
            "Mum's in Leeds for the weekend",
            "our youngest is in Reception",
            "we ended up in a pub in Soho till two",
            "I ended up in A&E with a sprain",
            "my mate ended up in a bar in Leith",
            "I'm plant-based at home and at work",
            "she's fully vegan-based in what she cooks",
            "we live at 8 Tanner Row in York",
            "we signed the lease on a shop in Hove for the bakery",
            "she's living at 31a Kings Road now",
            "I've been in the house all day",
        ],
        ..rule(
            "lives_in",
            Slot,
            concat!(
                r"\bcomplet(?:ed|ing|ion) on (?:a|an|the|our|my) (?:[\w-]+ ){0,2}(?:house|flat|place|cottage|bungalow|terrace|home|semi|maisonette|apartment)\b|\b(?:been|are|'re|is|'s|am|'m) (?:now |finally |properly )?(?:living )?in (?:the|our|my|his|her|their) new (?:[\w-]+ )?(?:house|flat|place|home|bungalow|cottage|apartment|maisonette)\b|(?:\b(?:live|lives|living|settled|reside|resides|resided|residing)|(?:^|\s)based) (?:(?:down|up|over|out|still|now|just|presently|currently|permanently) )?(?:in|near|outside|at|by|just outside)\b|\b(?:live|lives|living) (?:just )?(?:round|around|down|up) the (?:corner|road|street|lane)\b|\b(?:live|lives|living|lived) (?:full[- ]time |permanently )?(?:on|aboard|in) (?:a|an|the|my|our|his|her|their) (?:[\w-]+ ){0,2}(?:narrowboat|houseboat|canal boat|barge|boat|yacht|camper ?van|campervan|motorhome|caravan|tiny house|cabin|yurt)\b|\bmoved (?:to|into|out to|back to|over to|up to|down to|back home to|home to|in with|(?:across|over|round|down|up) (?:town|the city|the river|the road|the corner|the border) to)\b|\bmoving in with\b|\b(?:moved|moving|gone|come|came) back (?:in with|home)\b|\bshifted (?:to|into)\b|\bretir(?:ed|ing|e) (?:out |down |over )?to (?:the )?(?-i:[A-Z])|\b(?:'ve|have|has|'s) (?:always |only ever |only )?lived (?:in|near|outside|by)\b|\bmoving (?:to|into)\b|\b(?:live|lives|living) (?:on (?:my|her|his|their|our) own|alone|with)\b|\brelocat\w*|\bemigrat\w* to\b|\bup(?:ped|ping|s)? sticks (?:(?:and )?(?:moved|moving|went|gone|headed|off) )?to\b|\bdecamp(?:ed|ing)? to\b|\b(?:share[sd]?|sharing) (?:a|the|my|our|his|her) (?:[\w-]+ )?(?:flat|house|place|apartment|home|room|bedroom)\b|\bhome is\b|\b(?:a lodger|a tenant|lodging|a paying guest) (?:in|with|at) (?:a|an|the|my|our|his|her|their) (?:[\w-]+ ){0,2}(?:family|couple|flat|house|home|semi|terrace|houseshare|flatshare|cottage|bungalow|apartment)\b|\b(?:flat|house|apartment|place|home|cottage|bungalow|maisonette|terrace)(?: is|'s) (?:(?:above|over|behind|beside|next to|opposite|off) (?:a|an|the) (?:[\w'-]+ ){0,2}[\w'-]+ )?(?:in|now in|out in)\b|\b(?:new|own) (?:flat|house|apartment|place|home)(?: is|'s) (?:an? )?(?:[\w-]+ ){1,2}(?:in|out in|up in|down in) (?-i:[A-ZÀ-Þ])|\brent(?:s|ing|ed)? (?:with|from) (?:[\w'-]+ ){1,3}(?:in|near|out in)\b|\brenting (?:(?:out|up|down|just) )?(?:in|near|outside) (?-i:[A-ZÀ-Þ])|\b(?:gone|went|moved|going|moving|headed|heading) (?:(?:up|down|over|out|across) )?to (?-i:[A-ZÀ-Þ][a-zß-ÿ]+) for (?:(?:my|our|his|her|their|the|a) |(?-i:[A-Z][a-z]+)'s )(?:new )?(?:job|post|role|work|contract|posting|placement)\b|\b(?:rent|rents|renting|rented|bought|buy|own|owns|closed on|closing on) (?:a|an|the|our|my|their|his|her) (?:[\w-]+ ){0,2}(?:",
                dwelling_nouns!(),
                r")(?: (?:above|over|behind|beside|next to|off) (?:a|an|the) (?:[\w'-]+ ){0,2}[\w'-]+)?(?: out| up| down| over| just)? (?:in|near|out in)\b|\b(?:keys to|moved into|move into) (?:a|an|the|our|my) (?:own )?(?:[\w-]+ ){0,2}(?:",
                dwelling_nouns!(),
                r") in\b|\b(?:is|'s|are|'re|am|'m) (?:now |still |living )?(?:on (?:her|his|my|their|our) own|by (?:herself|himself|myself|themselves|ourselves)|alone) in (?:the|a|an|her|his|their|my|our) (?:[\w-]+ ){0,2}(?:",
                dwelling_nouns!(),
                r")\b|\b(?:rent|rents|renting|rented|bought|own|owns) (?:a|an|the|our|my|their|his|her) (?:[\w-]+ ){0,2}(?:",
                dwelling_nouns!(),
                r") (?:just )?(?:off|on|near) (?:the )?(?-i:[A-Z])|\bkeys to (?:our|my|their|his|her) (?:own|new|first) (?:place|house|flat|home|cottage|bungalow|apartment)\b|\b(?:have|has|got|'ve got|'s got) (?:finally |now |at last )?(?:my|our|his|her|their) (?:very )?own (?:place|house|flat|home|apartment|studio|bedsit)\b|\b(?:took|taken|taking|got|found|signed for|landed|bought|rent|rents|renting|rented|share|shares|sharing|ended up in|ended up with|wound up in|settled on|settled into|sign(?:ed|ing)? (?:a|the|our|my|his|her|their) (?:new |first )?(?:lease|tenancy|rental agreement) (?:on|for)) (?:a|an|the|our|my|his|her|their) (?:[\w-]+ ){0,2}(?:house|flat|place|apartment|condo|townhouse|duplex|cottage|bungalow|terrace|semi|home|farmhouse|maisonette|\dbhk|pg)(?: out| up| down| over| just| together)? (?:in|near|outside)\b|\b(?:is|'s|are|'re|am|'m|gone|went) (?:now |currently |still |living |finally |at last )?(?:(?:on (?:her|his|my|their|our) own|by (?:herself|himself|myself|themselves|ourselves)|alone) )?(?:in|into) (?:(?:a|an|her|his|their|my|our) (?:[\w-]+ ){0,2})?(?:bedsit|maisonette|farmhouse|condo|townhouse|apartment|caravan|houseboat|narrowboat|care home|nursing home|residential home|retirement home|retirement village|sheltered housing|hospice|halls|flat|house|bungalow|cottage|terrace|semi|flatshare|houseshare|[\w]+-bed(?:room)?(?:ed)?(?: flat| house| place)?)\b|\b(?:out |up |down |over )?here in (?-i:[A-ZÀ-Þ][a-zß-ÿ]+)\b|\b(?:i am|i'm|we are|we're|i've been|we've been) (?:now |living )?in (?-i:[A-ZÀ-Þ][a-zß-ÿ]+) (?:since|as of)\b|\b(?:is|'s|are|'re|am|'m) (?:now |living )?in (?-i:[A-ZÀ-Þ][a-zß-ÿ]+) (?:now|these days|nowadays)\b|\b(?:i am|i'm|we are|we're) (?:still )?in (?-i:[A-ZÀ-Þ][a-zß-ÿ]+),? (?:and )?(?:i've|we've|i have|we have|have) been (?:here |there )?(?:for|since)\b|\b(?:is|'s|are|'re) (?:(?:still|now|currently) )?(?:down|up|over|out) (?:in|near) (?-i:[A-ZÀ-Þ][a-zß-ÿ]+)(?:[\s.!,]*$|,? (?:now|these days|nowadays|still|with|and|near|since)\b|,)|\b(?:'s|has|'ve|have) been (?:down|up|over|out) (?:in|near) (?-i:[A-ZÀ-Þ][a-zß-ÿ]+) (?:since|for)\b|\b(?:is|'s|are|'re|am|'m) (?:still |now |currently )?in (?:our|my|his|her|their|the) (?:[\w-]+ ){0,2}home in (?-i:[A-ZÀ-Þ])|\b(?:mum|dad|mom|nan|nana|gran|granny|grandma|grandad|grandpa|sister|brother|son|daughter|parents|folks|cousin|aunt|auntie|uncle|in-laws|(?-i:[A-Z][a-z]+))(?:'s| is| are|'re) (?:(?:still|now|currently|living) )?(?:(?:on (?:her|his|their) own|by (?:herself|himself|themselves)|alone) )?(?:(?:up|down|over|out) )?in (?-i:[A-ZÀ-Þ][a-zß-ÿ]+)(?:[\s.!]*$|,? (?:now|these days|nowadays|still|with|near|since|by (?:herself|himself|themselves)|on (?:her|his|their) own|alone)\b)|\bmoved (?:(?:last|this|in|back in) (?:week|month|year|weekend|spring|summer|autumn|winter|january|february|march|april|may|june|july|august|september|october|november|december)|recently|yesterday|finally) to (?-i:[A-ZÀ-Þ])|\bpack(?:ed|ing) (?:up|(?:up )?(?:his|her|their|our|my) (?:bags|things|stuff|life|lives)) and (?:gone|went|moved|headed|left|shipped)(?: back| over| out| up| down| off)? to (?-i:[A-ZÀ-Þ])|\b(?:'m|'re|am|are|is|'s) (?:now |finally |properly )?back (?:home )?in (?-i:[A-ZÀ-Þ][a-zß-ÿ]+)\b|\bunpacked (?:in|at) (?-i:[A-ZÀ-Þ][a-zß-ÿ]+)\b|\b(?:gone|went|moved|going|moving|go) into (?:residential care|full-time care|care|sheltered (?:housing|accommodation)|(?:a|the) (?:care|nursing|residential|retirement) home|assisted living|a hospice)\b|\b(?:gone|went|moved|going|moving|go) to (?:a|the) (?:[\w-]+ )?(?:care|nursing|residential|retirement) home\b"
            ),
            Yield::Slot("lives_in"),
            &[
                "three of us rent a flat together in Leith",
                "Grandad had to go to a nursing home near Ely",
                "she's gone to a residential home by the sea",
                "Mum went to the care home on Park Road in March",
                "she shares a house near Kew with two nurses",
                "we signed a lease on a condo in Tampa last week",
                "we've been in the new house in Acton for a fortnight",
                "she's finally in her new flat, the one by the canal",
                "I've been in my new place since May",
                "she's signed the tenancy for a flat in Gateshead",
                "signing our first lease on an apartment in Denver tomorrow",
                "I'm a lodger in a big semi in Luton",
                "she's lodging with a family in Cork",
                "he's a tenant in a flat above the bakery in Ely",
                "we're in Hull, have been since 2019",
                "Gemma's been up in Dundee since the summer",
                "Dad is still in our old family home in Neath",
                "she's now in her new home in Crewe",
                "I'm in my first home in Leeds",
                "we've been down in Falmouth for six years",
                "he has been out in Perth since he graduated",
                "so we're finally in our own house in Ripon",
                "I'm in Stirling and have been for a decade",
                "I'm still in Bury, I've been here since uni",
                "I'm in Wrexham these days",
                "we're in Poole nowadays, near the harbour",
                "Grandma's on her own down in Hastings",
                "my brother's by himself out in Inverness now",
                "we reside in Bath these days",
                "she resides just outside York",
                "my parents reside near Truro",
                "my dad's in Dundee",
                "Gran is still in Galway",
                "our Kieran's in Cardiff now",
                "we moved last spring to Kendal",
                "they moved in March to Bath, near her mum",
                "I finally moved to Hexham",
                "my sister's out in Perth these days",
                "our Jack is up in Aberdeen",
                "Gran's still over in Belfast",
                "Mum's in Sligo, by herself since Dad died",
                "Grandad's in Whitby, on his own now",
                "my aunt is in Oban, alone since the divorce",
                "my cousins are down in Cornwall, near Truro",
                "we completed on the cottage in Ludlow",
                "completion on our flat in Leith was Tuesday",
                "finally completed on the Frome house",
                "Grandad's still on his own in the old farmhouse",
                "she's by herself in the big house now",
                "he's alone in the flat above the shop",
                "Dad's gone into residential care in Renfrew",
                "Gran moved into a nursing home near us",
                "she's going into sheltered housing in the spring",
                "I rent a bedsit above a launderette in Leyton",
                "we rent a flat over the old bank in Hebden Bridge",
                "she rents a room behind the pub in Tywyn",
                "the new place is a two-bed in Chorlton with a garden",
                "our new flat's a tiny studio in Brixton",
                "my own house is a mid-terrace up in Ripon",
                "my cousin lives down in Plymouth",
                "finally unpacked in Truro after a fortnight of boxes",
                "my nan lives round the corner from us",
                "we ended up taking a little flat in Kirkstall",
                "Jo lives just up the road in Frodsham",
                "they're living down the street from my mum",
                "Mum's all unpacked in Whitby now",
                "we're unpacked in Penarth and loving the sea air",
                "Dad's moved in with his partner in Hull",
                "we moved across town to Gorton last year",
                "she's moved round the corner to a bigger flat in Leith",
                "they moved over the border to Chepstow",
                "I'm moving in with my girlfriend in Bath",
                "we shifted to Pune after the wedding",
                "she's taken a 2BHK in Andheri",
                "they live out near Ballater",
                "Nico lives up in Thurso with his dad",
                "we're renting near Roundhay for now",
                "she's renting just outside Stirling",
                "we've gone up to Durham for Ana's new post",
                "they moved down to Exeter for his new job",
                "I'm heading over to Belfast for the contract",
                "we ended up in a terrace out in Saltaire",
                "they wound up in a bungalow near Prestatyn",
                "we settled on a farmhouse outside Brecon",
                "my flat's above a chippy in Ormskirk",
                "our house is behind the church in Thame",
                "my place is next to the park in Roath",
                "we're renting a one-bed near the canal in Leith",
                "we rent a maisonette off Lea Bridge Road",
                "I'm renting a studio on Princes Street",
                "they bought a cottage just off the High Street",
                "we've found a flat in Stockbridge",
                "now I am in Lisbon since two weeks",
                "we've been in Galway since March",
                "I'm in Cardiff since the summer",
                "we're in Hove as of last week",
                "I'm in Dublin as of the 3rd",
                "we are in Tallinn as of May",
                "I finally have my own flat, in Gdansk",
                "she's got her own place now",
                "we have our very own house at last",
                "he's in Cardiff now with his girlfriend",
                "they're in Dundee now, closer to work",
                "I'm in Brighton now and loving it",
                "she packed up and went back to Galway",
                "we've packed our bags and moved to Crete",
                "my brother packed his things and headed up to Aberdeen",
                "bro finally moved out, got his own place in Croydon",
                "she's bought her own flat in Ealing",
                "I got a little place up in Kendal",
                "they signed for a house outside Galway",
                "we rent a little terrace in Hove",
                "I've lived in Leith since 2019",
                "she's always lived near the coast",
                "we moved back home to Sligo after the twins",
                "they bought a cottage near Ullapool",
                "we closed on a condo in Tampa",
                "they closed on their first home in Ohio",
                "we're closing on the house in Austin next week",
                "we finally got the keys to our own place in Didsbury",
                "got the keys to my first flat yesterday!",
                "they picked up the keys to their new house on Monday",
                "she's got the keys to her own place at last",
                "we got the keys to a two-bed in Walthamstow",
                "picked up the keys to a bedsit in Leith",
                "they moved into a little semi in Rotherham",
                "we're based just outside Ghent",
                "I relocated to Cardiff for work",
                "we upped sticks to Cornwall in the spring",
                "she's upping sticks and moving to Crete",
                "my aunt decamped to the Algarve after she retired",
                "my parents have retired to Portugal",
                "Jess has moved back in with her mum",
                "my son's come back home after uni",
                "we're moving back in with my parents for a bit",
                "we're retiring down to Cornwall next year",
                "Uncle Bill retired out to the Algarve",
                "my brother's emigrated to Perth",
                "they emigrated to Canada in the nineties",
                "we share a flat above the chippy",
                "he's renting with mates in Headingley",
                "she rents from a friend near the park",
                "sharing a house in Selly Oak with four mates",
                "she shares a house in Fallowfield with four students",
                "our flat's in Morningside now",
                "my gran lives on her own since grandad died",
                "I'm living with my sister till the flat's ready",
                "I live alone with two cats",
                "Grandad's in a nursing home near Bath now",
                "we're in a two-bed terrace in Hove these days",
                "I'm in a bedsit near the station",
                "Gran's still in her own house in Tenby",
                "Dad's on his own in a flat in Neath",
                "my aunt is by herself in a bungalow near Rhyl",
                "I'm alone in a bedsit in Bethnal Green",
                "they're in a caravan on his parents' farm",
                "she's gone into sheltered housing in Ayr",
                "the rents here in Galway are mad",
                "I'm back in Birmingham, London didn't work out",
                "we're finally back home in Cork",
                "she's back in Glasgow after two years in Perth",
                "we love it out here in Malmö",
                "still settling in down here in Cornwall",
            ],
        )
    },
    // "Hamish has left for uni in Aberdeen": gone away to study is where
    // one lives now; studying there years ago is not.
    Rule {
        counter: &[
            "I went to uni in Leeds years ago",
            "she's thinking about uni in Leeds",
            "he did a year at college in Boston",
        ],
        ..rule(
            "away_to_study",
            Slot,
            r"\b(?:left|gone|gone off|headed off|moved|moved away|off) (?:to|for) (?:uni|university|college|medical school|art school) (?:in|at) (?P<value>(?-i:[A-Z])[\w'-]+)",
            Yield::Slot("lives_in"),
            &[
                "our daughter's left for uni in Leeds",
                "Tom's gone off to university in Durham",
                "he's moved away for uni in Exeter",
                "she's off to art school in Glasgow in September",
            ],
        )
    },
    // "Gran's still independent, little flat in Morecambe": a home said
    // bare, its noun and its place, after a comma or on its own.
    Rule {
        counter: &[
            "we're off on Friday, holiday cottage in Cornwall",
            "we stayed in a cottage in Wales",
            "viewed a flat in Leith yesterday, no good",
            "Airbnb flat in Porto, booked for May",
        ],
        unless: Some(
            r"\b(?:holiday|airbnb|hotel|viewed|viewing|stayed|staying|booked|rental car)\b",
        ),
        ..rule(
            "home_said_bare",
            Slot,
            r"(?:^|, )(?:(?:an?|the|our|my) )?(?:[\w-]+ ){0,2}(?:flat|house|bungalow|cottage|terrace|maisonette|semi|apartment|bedsit|farmhouse|(?:one|two|three|four|five|\d)-bed(?:room)?|rental) (?:(?:out|up|down|over|just) )?(?:in|near|outside) (?-i:[A-ZÀ-Þ][a-zß-ÿ]+)",
            Yield::Slot("lives_in"),
            &[
                "Gran's doing well, tiny bungalow in Rhyl",
                "Dad's on his own now, little flat near Bangor",
                "my sister's settled, two-bed terrace in Hove with the kids",
                "cottage just outside Keswick, that's us now",
                "Our three-bed in Stockport is rented",
                "the rental in Didsbury's damp but cheap",
            ],
        )
    },
    Rule {
        counter: &[
            "I was up at the allotment all day",
            "the kids woke up grumpy",
            "I'm up for a pint at six",
            "we woke up at 3 because of the storm",
        ],
        unless: Some(r"\bup (?:at|by) the\b|\bup for\b|\b(?:woke|got) up\b"),
        ..rule(
            "wakes_at",
            Slot,
            r"\b(?:(?:(?:get(?:s|ting)?|wak(?:e|es|ing)|usually|always|normally|generally) )?up|wak(?:e|es|ing)|alarm(?: clock)?(?: is set| goes off| went off)?|rise|rising) (?:at|by|around|about|before|for|just after|just before|at about|at around) (?P<value>\d[\d:.]*(?: ?[ap]m)?|(?:half|quarter) (?:past |to )?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: o'clock| thirty| fifteen| forty-five)?|dawn|sunrise|the crack of dawn)\b",
            Yield::Slot("wakes_at"),
            &[
                "I get up around half seven these days",
                "my alarm goes off at 5:45 every weekday",
                "she wakes at six on the dot",
                "I'm usually up by seven",
            ],
        )
    },
    // After `wakes_at`: "up at six, in bed by ten" wakes first.
    Rule {
        counter: &[
            "I stayed in bed till noon on Sunday",
            "the dog sleeps on our bed",
            "I was in bed with flu all week",
        ],
        ..rule(
            "bedtime",
            Slot,
            r"\b(?:in bed|(?:go|goes|going|gone|get|gets|getting) to (?:bed|sleep)|asleep|(?:bedtime|lights out)(?: for (?:me|us|him|her|them))?(?:'s| is)?(?: (?:normally|usually|generally|always|mostly|now))?|turn(?:s|ing)? in) (?:by|at|around|about|before|for|no later than|sometime after|just after|more like|nearer|closer to) (?:\d|half|quarter|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|midnight)|\b(?:\d[\d:.]*(?: ?[ap]m)?|half (?:past )?\w+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|midnight)(?: o'clock)?(?:'s| is) (?:normally |usually |generally |always )?(?:when|what time) (?:i|we|she|he|they) (?:(?:go|goes|get|gets) to (?:bed|sleep)|turns? in)\b",
            Yield::Slot("bedtime"),
            &[
                "bedtime for me is usually around eleven",
                "lights out for us is normally by ten",
                "bedtime's always about half nine",
                "I'm in bed by half ten most nights",
                "she goes to sleep around eight now",
                "midnight is usually when we go to bed",
                "bedtime's at seven for the twins",
                "half eleven is usually when I turn in",
                "lights out is more like nine these days",
                "bedtime's nearer ten now the nights are light",
            ],
        )
    },
    Rule {
        counter: &[
            "better salary, and no commute",
            "I left for a better salary",
            "salary negotiations are a nightmare for everyone",
            "I get two days a week off",
            "I get twenty minutes an hour for breaks",
            "my heart rate was through the roof",
        ],
        ..rule(
            "salary",
            Slot,
            concat!(
                r"\b(?:earn|earns|earning|make|makes|making|paid|on|get|gets|getting|take home|takes home|pays me|pay me|paying me|pays us|pay us|paying us) (?:about |around |roughly |nearly |almost |just over |just under |over |under )?(?:(?:£|\$|€)?\d[\d,.]*(?:k\b| ?(?:grand|pounds|dollars|euros|quid)\b| (?:a|per|an) (?:year|month|week|hour)\b)|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|",
                spoken_tens!(),
                r")(?: hundred)?(?: (?:and )?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|",
                spoken_tens!(),
                r"))? (?:(?:grand|thousand|k|pounds|quid|dollars|euros)\b|(?:an|per) hour\b))|\b(?:my|our|his|her|their) (?:hourly |day |pay )?rate\b|\b(?:my|our|his|her|their|the) (?:new |starting |annual |base |basic |monthly |weekly |hourly )?(?:salary|wages?|take-home(?: pay)?|income|pay)\b|\b(?:salary|wages?|income)(?:'s| is| are| was| were| has| have| went| goes| got)\b|\b(?:got|getting|get|given|gave me|gave her|gave him) (?:a|my|her|his|their) (?:pay )?(?:raise|rise|pay rise|pay cut)\b|\b(?:got|getting|get|given|gave me|gave her|gave him) (?:an? )?(?:bump|bump up|uplift|pay bump|hike|boost) (?:up )?to (?:£|\$|€)?\d[\d,.]*(?:k\b| ?(?:grand|pounds|quid)\b| (?:a|per|an) (?:year|hour)\b)|\b(?:bumped|put|moved|upped|raised|taken|took|takes) (?:me|him|her|us|them) (?:up )?to (?:£|\$|€)?\d[\d,.]*(?:k\b| ?(?:grand|pounds|quid)\b| (?:a|per|an) (?:year|hour)\b)",
            ),
            Yield::Slot("salary"),
            &[
                "they've bumped me to 36k from April",
                "the café pays me £10.90 an hour",
                "the agency is paying us 14 pounds an hour",
                "Tesco pay me 23k a year",
                "got a bump to 29k at my review",
                "she was given an uplift to £13.50 an hour",
                "he's getting a hike to 70 grand in the new year",
                "work put her up to £14 an hour",
                "the new contract takes him up to 52 grand",
                "I'm on about 31 grand now",
                "she earns £14 an hour at the café",
                "my salary went up to 55k in April",
                "they finally gave me a pay rise",
                "got my pay rise confirmed today",
                "she's getting her raise in April",
                "he got his rise backdated to March",
                "the salary is 38k to start",
                "her wages have gone up since April",
                "my take-home is about two grand",
                "I'm on forty-two thousand a year",
                "she's on twenty-six grand at the council",
                "he makes about sixty thousand dollars",
                "I get nine forty an hour at the café",
                "my hourly rate is forty-five pounds now",
                "her day rate went up to six hundred",
            ],
        )
    },
    // Before `lives_in`: "the rent on the flat in Leith is 900" is what
    // it costs.
    Rule {
        counter: &[
            "we rent a little terrace in Hove",
            "I pay £40 a month for the gym",
            "I rent out the spare room on Airbnb",
            "the rent strike was all over the news",
        ],
        ..rule(
            "rent",
            Slot,
            r"\b(?:rent|mortgage)(?:'s| is| was| has| had| went| goes| will| of| at| on (?:the|my|our|this) \w+ (?:is|was|'s))\b|\bremortgag(?:ed|ing|e)\b|\b(?:put|putting|puts|pushed|pushing|upped|raised|raising|hiked|hiking|bumped|bumping|cut|dropped|lowered) (?:up )?(?:the|my|our|their|his|her) (?:rent|mortgage)(?: payments?)?\b|\b(?:the|my|our|their|his|her) (?:rent|mortgage)(?: payments?)? (?:up|down)\b|\b(?:pay|paying|pays|paid) (?:about |around |nearly |over |under )?(?:£|\$|€)?\d[\d,.]*k? (?:a (?:month|week) |per (?:month|week) |pcm )?(?:in|for|on) (?:rent|the mortgage)\b|\b(?:pay|paying|pays|paid) (?:about |around |nearly |over |under )?(?:£|\$|€)\d[\d,.]*k? (?:a (?:month|week)|per (?:month|week)|pcm) (?:in|for|on) (?:the|my|our|their|his|her|a) (?:[\w-]+ )?(?:flat|house|place|room|apartment|bedsit|studio|terrace|cottage|two-bed|one-bed|three-bed)\b",
            Yield::Slot("rent"),
            &[
                "the rent's 1200 a month, bills on top",
                "we pay £850 a month on the flat, not bad for the area",
                "I'm paying €700 a month for my room in Porto",
                "they pay $1,900 a month for the house",
                "landlord's putting the rent up to 875 in April",
                "we pay about 1400 a month in rent for a two-bed",
                "our mortgage went up to 1,650 when the fix ended",
                "we've remortgaged at 4.2% for five years",
            ],
        )
    },
    rule(
        "origin",
        Slot,
        r"\b(?:i'm|i am|we're|we are|she's|he's) (?:originally )?from\b|\bgrew up (?:in|on|near|around|by)\b|\bborn (?:in|and raised)\b|\bhometown\b",
        Yield::Slot("from"),
        &[
            "I'm originally from Tampere",
            "grew up on a farm near Armagh",
            "I was born in Lagos",
        ],
    ),
    // Before `job`: "retiring at 67" is when, not a job said.
    // "looking for a new job", "hunting for a flat in Leeds": a search is a
    // plan, and changes nothing yet (the cue "new" is dropped for it).
    Rule {
        counter: &[
            "I'm looking for my keys",
            "we found a new flat in Leeds",
            "looking for work experience placements for the kids",
        ],
        ..rule(
            "searching_for",
            Slot,
            r"\b(?:looking|hunting|searching|shopping around|on the hunt|on the lookout|house-hunting|flat-hunting) (?:for|to find|to buy|to rent) (?:a |an |some |another )?(?:new |different |second-hand |secondhand |used |bigger |smaller |cheaper |proper |better )?(?:[\w-]+ )?(?:job|jobs|car|flat|house|place|home|school|nursery|van|bike|phone|laptop|role|position|dentist|gp|flatmate|lodger|tenant|cleaner|childminder|nanny|work)(?:\s*[,.!;]|\s*$| (?:in|at|as|near|nearer|closer|with|for|that|which|now|again|since|before|after|but|and|so)\b)",
            Yield::Slot("plan"),
            &[
                "I'm looking for a new job in sales",
                "we're hunting for a bigger flat nearer the school",
                "she's on the lookout for a second-hand car",
                "he's looking for work again",
            ],
        )
    },
    // "the kids keep begging for a rabbit", "I really want a new bike": a
    // thing wanted is a wish, not a thing had, and changes nothing held.
    Rule {
        counter: &[
            "we wanted a dog for years and finally got Bella",
            "I want a dog-friendly hotel in Wales",
            "she asked for a lift to the station",
        ],
        unless: Some(
            r"\b(?:finally|then|so|and|now) (?:we |i |she |he |they )?(?:got|bought|adopted|picked up|brought home|have)\b",
        ),
        ..rule(
            "wanting_a_thing",
            Slot,
            r"\b(?:want|wants|wanting|wanted|begging (?:me |us )?for|asking (?:me |us )?for|nagging (?:me |us )?for|pestering (?:me |us )?for|on at (?:me|us) for|desperate for|dying for|longing for|itching for|keen on getting|keen to get|angling for|hinting for) (?:a |an |another |a new |some )(?:[\w-]+ )?(?:dog|puppy|cat|kitten|rabbit|bunny|hamster|guinea pig|pony|horse|parrot|budgie|tortoise|snake|lizard|car|bike|motorbike|scooter|phone|laptop|tablet|console|pet|pets)(?:\s*[,.!;]|\s*$| (?:for|and|but|so|someday|one day|soon|too|when|like|of|now|again|but|though)\b)",
            Yield::Slot("plan"),
            &[
                "my son keeps begging for a hamster",
                "I really want a new bike",
                "she's desperate for a puppy, but the flat's too small",
                "the twins are nagging us for a kitten again",
            ],
        )
    },
    // Time away from work and the return: signed off, on leave, back.
    // Before `job` ("signed off work" ends no job) and `commute` ("back
    // to work on Monday" is no journey).
    Rule {
        counter: &[
            "I'm off to work now",
            "the kids are back at school",
            "she took the car back to work",
        ],
        ..rule(
            "time_off_work",
            Slot,
            r"\bsigned off (?:work|sick)\b|\boff (?:work )?sick\b|\bon (?:sick|maternity|paternity|parental|adoption|compassionate|long-term sick|garden|study|stress) leave\b|\bon furlough\b|\bfurloughed\b|\b(?:went|gone|going|go|been|got|'m|am|is|'s|are|'re|was|were) back (?:to|at) work\b|\bback at work\b|\breturned to work\b|\bphased return\b",
            Yield::Slot("time_off_work"),
            &[
                "I'm signed off sick with my back for a fortnight",
                "she's on maternity leave till March",
                "he's been off work sick since the accident",
                "I went back to work last week after the op",
                "finally back at work, part-time to start",
                "I returned to work on Monday, it was strange",
            ],
        )
    },
    Rule {
        counter: &[
            "I work till 55 minutes past on Fridays",
            "she works until 60 hours a fortnight are done",
            "we work to 5pm most days",
        ],
        unless: Some(r"\b(?:[5-8]\d|sixty|seventy) ?(?:am|pm|o'clock|hours|minutes)\b"),
        ..rule(
            "retirement",
            Slot,
            r"\bretir(?:e|es|ing|ement)(?: age)? (?:at|is|will be|when (?:i'm|i am|she's|he's|i turn|i hit|she turns|he turns))\b|\b(?:work|working|works|keep working|carry on working|go on working|keep going) (?:till|until|to|past) (?:i'm |i am |she's |he's |i turn |she turns |he turns |i hit )?(?:[5-8]\d|sixty|seventy)(?:-\w+)?\b",
            Yield::Slot("retirement"),
            &[
                "I'm hoping to retire at 58 if the sums work",
                "she'll keep working till she's 70, she loves it",
                "his retirement age is 67 now",
                "we both want to retire when I turn sixty",
            ],
        )
    },
    Rule {
        counter: &[
            "I work from home on Fridays",
            "I was behind the wheel of my car when it happened",
            "we started at the café and walked up the hill",
            "the race started at the school gates",
            "the fun run started at the park as usual",
            "Mum let me go to the party",
            "they let us go home early",
            "work was busy",
            "the new diet wasn't working for me",
            "Monday is teacher training day",
            "the dog teaches you some hard lessons",
            "I want to take pottery classes",
            "I manage a team of five at the bank",
            "I called IT support about my laptop",
            "we got the head teacher's email about it",
            "I got a plumber in for the boiler",
            "got the job description through yesterday",
            "I do the shopping for a neighbour on Fridays",
            "we do Christmas for the whole family",
            "I start every day as a grumpy mess",
            "we got promoted to division one on Saturday",
            "the club's been promoted to the Championship",
            "our five-a-side team got promoted to the top flight",
        ],
        unless: Some(
            r"\b(?:isn't|wasn't|not|is|was|'s|isnt|wasnt) (?:really )?working for (?:me|us|him|her|them)\b|\bteach(?:es|ing)? (?:you|me|us|him|her|them|kids|people) (?:\w+ )?lessons\b|\bteam of (?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b|\b(?:promoted|relegated|moved up|gone up|went up) (?:to|into) (?:the )?(?:division|league|premier|championship|tier|conference|national league|top flight|first division|second division|next division)\b",
        ),
        ..rule(
            "job",
            Slot,
            concat!(
                r"\b(?:hold|holds|held|holding) (?:the |a )?(?:post|position|role|office|chair|title) of\b|\btook up (?:a|an|the|my|her|his|their) (?:[\w-]+ ){0,2}(?:role|post|position|job|appointment|chair)\b|\b(?:i'm|i am|she's|she is|he's|he is|we're|we are) (?:now |currently |still )?with (?:an? |the )?(?:agency|nursing agency|care agency|temp agency|staffing agency|council|nhs|nhs trust|charity|housing association)\b|\b(?:i've|i have|i|she's|she has|he's|he has|she|he|we've|they've)(?: just| now| finally| recently)? start(?:ed|ing) (?:work |working |out )?as (?:an? |the )|\b(?:got|been|was|were|being|getting|is|are|'s|'re|'ve been|have been|has been) (?:just |finally |now |both |all )?(?:laid off|made redundant|let go(?:\s*[,.!]|\s*$| from| after| by| in| last| when| because)|sacked|given the (?:sack|boot|push))\b|\b(?:i|we|he|she|they)(?:'ve| have| has|'s)? (?:just |both )?(?:got|been|was|were) (?:just |both )?fired\b|\bgot the sack\b|\bwork(?:s|ing)? (?:as|at|for)\b|\bmy (?:new )?job\b|\bjob (?:as|at|in)\b|\b(?:my|her|his|their|job) title(?:'s| is| was| has)\b|\bhired\b|\bemployed\b|\b(?:been|am|'m|is|'s|are|'re) (?:now )?(?:at|in|based (?:at|in)|working (?:at|in|from)) (?:the|our|my|a) new (?:office|site|branch|depot|store|campus|hq|headquarters|practice|surgery|clinic)\b|\b(?:stack(?:s|ed|ing)? shelves|pull(?:s|ed|ing)? pints|wait(?:s|ed|ing)? (?:on )?tables|deliver(?:s|ed|ing)? (?:parcels|post|pizzas|takeaways)|clean(?:s|ed|ing)? (?:offices|houses|schools|hotel rooms)|driv(?:e|es|ing) (?:a |the )?bin lorr(?:y|ies))\b|\b(?:got|been|was|were|being|getting) (?:just |finally )?taken on (?:by|at|as|with|full-time|permanently)\b|\b(?:took|taken|take|takes) (?:me|him|her|us|them) on (?:at|as|with|full-time|permanently)\b|\bpromot\w*|\bcareer\b|\bstart(?:s|ed|ing)? (?:as|at) (?:an? )?(?:[\w-]+ )?(?:[\w-]+ )?(?:at|designer|developer|engineer|manager|analyst|teacher|nurse)\b|\bstart(?:s|ing)? (?:(?:there|here|with them|(?:at|in|with) (?-i:[A-Z][\w&-]*)(?: (?-i:[A-Z][\w&-]*))?) )?(?:(?:on|next|this) [a-z]+ |tomorrow |in (?:the )?[a-z]+ )?as (?:an? |the )(?:new )?(?:[\w-]+ )?(?:[\w-]+ )?(?:",
                job_nouns!(),
                r")\b|\b(?:first|second|third) (?:\w+ )?(?:days?|weeks?|months?) (?:at|as)\b|\bleft (?:",
                careers_left!(),
                r")\b|\bretiring\b|\b(?:left|quit|got out of|walked away from|packed in) (?:the )?(?:[\w-]+ )?(?:trade|industry|profession|sector)\b|\b(?:gone|went|going|moved|moving|switched) (?:over )?into (?:[\w-]+ )?(?:publishing|teaching|nursing|medicine|law|finance|banking|marketing|retail|hospitality|construction|sales|recruitment|management|consultancy|academia|journalism|politics|social work|social care|property|insurance|accountancy|engineering|research|tech|it|hr|pr|advertising|education|healthcare|the police|the army|the civil service|the nhs)\b|\bleft (?:my|his|her|their|the|our) (?:[\w-]+ ){0,2}(?:job|post|role|position)\b|\b(?:'s|is|am|'m|are|'re) (?:still |now |currently |mostly )?behind the wheel of (?:a|an|the) (?:[\w-]+ ){0,2}(?:bus|taxi|cab|lorry|truck|coach|tram|train|ambulance|van|minibus|forklift)\b|\bwork(?:s|ing)? in (?:a|an) (?:[\w-]+ )?(?:warehouse|factory|shop|office|hospital|clinic|surgery|practice|school|bank|restaurant|bar|cafe|café|hotel|call centre|call center|kitchen|lab|laboratory|salon|nursery|care home|supermarket|pharmacy|garage|bakery|library|prison|studio|agency|gym|hostel|mill|depot)\b|\b(?:(?:i'm|i am|is|'s|are|'re|became|become|becoming) (?:just |now |still |only |back to being )?an? |(?:i'm|i am) (?:now )?)(?:[\w-]+ ){0,2}(?:",
                job_nouns!(),
                r")\b|\b(?:is|am) (?:now |still |also )?(?:",
                job_nouns!(),
                r")(?: (?:of|in|at|for|on)\b|\s*[,.!;]|\s*$)|\b(?:work(?:s|ing|ed)?|(?:i'm|i am|she's|he's|she is|he is|they're)(?: now| still)?) in (?:(?:it|tech|customer|technical|desktop|sales|learning|student|family) support|customer services?|it|insurance|pensions|finance|banking|marketing|retail|hospitality|construction|healthcare|recruitment|sales|publishing|advertising|logistics|hr|pr|accounts|accountancy|payroll|tech|software|property|real estate|telecoms|aviation|pharma|pharmaceuticals|fundraising|events|procurement|compliance|cybersecurity|social care|catering|admin|operations|comms)\b|\brun(?:s|ning)? (?:my|our|his|her|their) own (?:little |small |tiny )?(?:[\w&-]+ ){0,2}(?:business|company|firm|shop|truck|van|stall|bakery|café|cafe|salon|studio|practice|agency|consultancy|restaurant|pub|bar|gym|nursery|garage|farm|campsite|b&b|label|brand|clinic)\b|\bteach(?:es|ing)? (?:[\w-]+ ){0,2}(?:courses|classes|lessons)\b|\bteach(?:es|ing)? (?:[\w-]+ ){0,2}(?:at|in) (?:a|an|the|our|my) (?:[\w-]+ )?(?:school|college|university|uni|academy|primary|secondary|comprehensive|comp|sixth form|grammar|high school)\b|\b(?:went|gone|going|moved|moving) in-house\b|\bwork(?:s|ing|ed)? like (?:an? )?(?:",
                job_nouns!(),
                r")\b|\bfreelanc\w*|\bself-employed\b|\b(?:i|she|he|we|they) (?:now |still |mostly |just )?do(?:es)? (?:the )?(?:[\w-]+ ){1,2}for (?:a|an|the) (?:[\w-]+ ){0,2}(?:company|firm|business|agency|charity|council|practice|startup|chain|bank|hospital|university|college|publisher|brewery|airline|supermarket|retailer|haulier|housing association)\b|\b(?:joined|joins|join|joining) in (?-i:[A-Z][\w&-]+)|\b(?:joined|joining|join) (?:the )?(?-i:[A-Z][\w&-]*)(?: [\w&-]+){0,2} as (?:an? |the |their |our )?[\w-]+|\b(?:doing|do|does|did) (?:the )?(?:front desk|admin|reception|accounts|payroll|marketing|sales|hr|it support|customer service|social media|bookkeeping|books|comms|ops|logistics|recruitment|dispatch|deliveries) (?:for|at)\b|\bwork(?:s|ing|ed)? (?:on|behind) (?:the )?(?:reception|front desk|tills|checkouts|bar|counter|wards|door|help ?desk|switchboard) (?:at|in|for|of)\b|\b(?:i|she|he|we|they|mum|dad|mom)(?:'m| am|'s| is| has|'ve| have| just| finally)? (?:both |just |finally |now |properly |fully )?(?:now )?retired\b|(?:'s|'m|'ve| has| have| is) (?:both |just |finally |now |officially )?retired (?:at last|last|this|in|from|after|early|now|as of)\b|(?:^|, )(?:and |then |finally )?retired (?:in|last|at|this|from|after|on|early)\b|\bunemployed\b|\bfor a living\b|\bbetween jobs\b|\b(?:i'm|am|is|'s|are|'re|been|being) (?:now |still |currently )?out of work\b|\bnew role\b|\bmy role\b|\b(?:moved|moving|stepped|stepping|gone|went|going) (?:up |over |across )?(?:in)?to (?:a|an|the) (?:new )?(?:[\w-]+ ){0,3}(?:role|position|post)\b|\b(?:gone|went|going|moved|moving|go) into (?:teaching|nursing|medicine|law|accountancy|banking|marketing|retail|sales|finance|tech|it|social work|the police|the army|journalism|consultancy|management|hr|publishing|politics|engineering|research|hospitality|the civil service|the nhs|recruitment|insurance|property|tutoring|coaching|childminding|counselling|consulting|plumbing|the trades|physio|physiotherapy)\b|\b(?:got |been |was |am |being |getting )?(?:transfer|transferred|posted|moved) to (?:the |our |my |their )?(?-i:[A-Z][a-z]+) (?:office|branch|campus|site|plant|depot|store|centre|center|hub)\b|\bwork(?:s|ing)? in (?-i:[A-Z][\w&]+),? (?-i:[A-Z][a-z]+) (?:campus|office|branch|site)\b|\b(?:training|retraining|qualifying|studying|qualified|retrained) (?:as|to be|to become) an? [\w-]+|\b(?:i|she|he|we|they) (?:manage|manages|run|runs|supervise|supervises|oversee|oversees) (?:a|an|the) (?:[\w&-]+ ){0,2}(?:shop|bakery|café|cafe|pub|restaurant|hotel|salon|gym|garage|studio|business|company|firm|practice|nursery|bar|bookshop|florist|farm|team|department|ward|clinic|charity|store|warehouse|kitchen|centre|center|b&b|shift|crew|production line|site|unit|depot)\b|\b(?:made|appointed|named) me (?:an? |the )?(?:head|lead|senior|chief|deputy|acting|interim|assistant|matron|foreman|[\w-]+ (?:manager|lead|designer|editor|director|officer|partner|supervisor|sister|captain|nurse|foreman))\b|\blet (?:me|him|her|us|them) go(?:\s*[,.!]|\s*$| (?:in|last|this|after|from|because|at|on|before|when)\b)|\b(?:i'm|i am|is|'s|are|'re|became|become|becoming) (?:now |officially )?the new (?:[\w-]+ ){0,2}(?:lead|head|manager|director|supervisor|coordinator|editor|captain|chef|officer|analyst|engineer|designer|teacher|nurse|partner|principal|headteacher|chair|treasurer|secretary)\b|\bpromoted to\b|\b(?:bumped|moved|stepped) up to (?:a |an |the )?(?:senior|mid-level|mid level|midweight|middleweight|lead|principal|staff|head|chief|deputy|team leader|manager|supervisor|partner|band \d+|grade \d+)\b|\b(?:got|landed|bagged) (?:head|senior|deputy|assistant|lead|chief|sous|junior|charge|principal|area|store|shift|team) (?:[\w-]+ )?(?:lead|head|",
                job_nouns!(),
                r")(?:\s|[,.!;]|$)|\b(?:got|landed|bagged) the (?:[\w-]+ ){1,3}(?:job|role|post|position)(?:\s+(?:at|with|in|for|on)\b|\s*[,.!;]|\s*$)|\b(?:took|taken|taking|takes|accepted|accepting|got|landed|bagged) (?:a|an) (?:[\w-]+ ){0,3}(?:job|role|post|position|secondment|professorship|lectureship|readership|fellowship|headship|partnership|directorship|consultancy|residency) (?:(?:down|up|over|out|back) )?(?:at|with|in|for)\b|\bstart(?:ed|ing|s)? (?:work |a new job |a job )?at (?-i:[A-Z][\w&]+) (?:on|last|this|in|next|after|from|yesterday|today)\b|\bstart(?:ed|ing|s)? (?:work |working )?at (?:the |a |an )?(?:[\w&'-]+ ){1,3}as (?:an? |the )[\w-]+|\b(?:i|i've|i have|i'm|she|she's|he|he's|they've)(?: just| now| finally| recently)? start(?:ed|ing) (?:work |working )?at (?:a|an|the) (?:[\w-]+ ){0,2}(?:warehouse|factory|office|hospital|clinic|surgery|practice|school|bank|restaurant|hotel|call centre|call center|lab|laboratory|salon|nursery|care home|supermarket|pharmacy|chemist|garage|bakery|library|council|agency|depot|firm|charity|college|university)\b|\b(?:been |was |got |were |is |'s )?(?:made|appointed|named) (?:her |him |them )?(?:an? |the )?(?:headteacher|head teacher|deputy head|assistant head|head of [\w-]+|principal|headmaster|headmistress)\b|\b(?:driv(?:e|es|ing)|drove) (?:buses|a bus|taxis|a taxi|a cab|cabs|lorries|a lorry|trucks|a truck|trains|vans|a van|deliveries|for (?:uber|deliveroo|amazon|dpd|evri|a taxi firm|a haulage firm|an? (?:delivery|courier|parcel|removals?|haulage|taxi|cab|minicab|logistics|bus|coach) (?:firm|company|outfit|service)))\b"
            ),
            Yield::Slot("job"),
            &[
                "she holds the post of head of music at Ripon Grammar",
                "I held the position of clerk to the council until May",
                "he took up a consultant post at Derriford in the spring",
                "I took up the role of practice manager last month",
                "I'm between jobs since the factory shut",
                "I'm a sparky in Brisbane, mostly new builds",
                "my husband's a brickie",
                "she's a posty in the village now",
                "I'm a CPA at a firm in Ohio",
                "he's a CFO at a drinks company",
                "I'm a GP in a practice in Hull",
                "I drive lorries for a living",
                "at 64 Dad's still behind the wheel of a council bus",
                "Tomas left the ambulance job last spring",
                "I've gone into educational publishing",
                "she went into nursing after uni",
                "he's moved into recruitment",
                "she left her teaching post in July",
                "I left the admin role at the surgery",
                "I'm behind the wheel of a black cab most nights",
                "she's now behind the wheel of a delivery van for Amazon",
                "she fixes boilers for a living, mostly in Salford",
                "for a living I translate legal documents",
                "she's out of work again",
                "he's been out of work since the contract ended",
                "I work on reception at a vet's",
                "I work on the front desk of a dental surgery",
                "she works behind the bar at the Crown",
                "he's working on the tills in Sainsbury's",
                "I'm with an agency now, home visits mostly",
                "she's with the council since the spring",
                "he is now with a care agency in Derby",
                "my title is senior analyst",
                "I start there on Monday as an account manager",
                "she starts next week as a ward clerk",
                "he starts at Argos on Monday as a sales assistant",
                "I do payroll for a building firm in Bury",
                "she does marketing for a small charity now",
                "he does IT for the council",
                "I'm starting in January as the new deputy head",
                "I've started at Boots as a pharmacist",
                "they made me ward sister in the spring",
                "they've made me shift supervisor",
                "the bakery let me go last month",
                "they let her go after twelve years",
                "work let him go in the restructure",
                "I do front desk at the leisure centre",
                "she does the books for a builder in Ely",
                "he did reception for a vet for years",
                "she starts at the council as an apprentice on Monday",
                "started at the airport as a dispatcher",
                "he took a training post at the college",
                "she's accepted a research position with the council",
                "I've accepted a lectureship at Durham",
                "he has taken a fellowship at the Crick",
                "she accepted a partnership in a law firm in Bath",
                "I've taken a part-time role at the library",
                "she got a head of year job down in Truro",
                "her job title's head of operations",
                "his title has changed to principal engineer",
                "we were both laid off when the plant shut",
                "he went into coaching when his knees gave out",
                "I've moved into a team leader role",
                "she stepped up to a senior post at the trust",
                "got bumped up to mid-level in my review",
                "left the pub trade for good",
                "she got out of the building industry after the crash",
                "he walked away from the legal profession at forty",
                "she's been moved up to band 7",
                "he stepped up to team leader in March",
                "he's gone over to a sales position",
                "I've gone into childminding so I can be home with Isla",
                "my cousin's gone into consulting after the merger",
                "my brother got the sack for being late",
                "she's been let go after twelve years",
                "I've just started as a barista at the station café",
                "I've started at a dental practice in town",
                "she's starting at the council in March",
                "he started working at a garage near Hull",
                "she started as the new practice manager in June",
                "he's started working as a lifeguard for the summer",
                "she got deputy head at Rowan Park",
                "she's working in a private clinic in Porto",
                "I work in a GP surgery two days a week",
                "he works in a dental practice near us",
                "I joined in TCS last year",
                "she joins in Accenture next month",
                "he is joining in Capgemini as tester",
                "I landed senior engineer at Arup",
                "he got team lead in March",
                "she got the assistant manager job at Boots",
                "I landed the head of science post",
                "he bagged the lead designer role!",
                "Alan's retired at last",
                "sold the business, retired in March",
                "retired last year after forty years on the buses",
                "Bernie has retired from the fire service",
                "Auntie Jo's officially retired as of Friday",
                "Mum is properly retired now",
                "he's fully retired, no consulting",
                "she's now retired from the practice",
                "I work as a radiographer",
                "I work in IT for a housing association",
                "she works in customer services at the airport",
                "he's in tech support these days",
                "doing admin for an estate agent now",
                "I've joined Arup as a graduate engineer",
                "she joined Monzo as head of design",
                "he's joining the NHS as a porter",
                "she's doing the books for a garage",
                "I'm doing social media for a brewery",
                "I'm retraining as a plumber",
                "he's driving buses for the council now",
                "my husband's a postman",
                "she's a driving instructor in Hull",
                "I'm a teaching assistant at the infants",
                "I'm an admin assistant at the council",
                "I started at Ocado on Monday",
                "she started at Deloitte last week",
                "she's been made deputy head from January",
                "he got appointed head of science",
                "Mum's a deputy head at the village school",
                "she drives a taxi at weekends",
                "I drive for Deliveroo in the evenings",
                "he's driving for a courier firm",
                "she drives for a removals company at weekends",
                "I'm driving for a coach company out of Leeds",
                "I qualified as a vet in 2019",
                "she's just qualified as an accountant",
                "he retrained as a gardener after the army",
                "my sister Orla is a theatre nurse in Galway",
                "Dev left teaching last summer",
                "I'm retiring in the spring after forty years",
                "she's studying to be a midwife",
                "I got transfer to Chennai office",
                "she's gone into nursing",
                "I went into accountancy after uni",
                "he's moving into management next year",
                "she's been posted to the Leeds branch",
                "I am working in Wipro, Hyderabad campus",
                "he's teaching maths at the comp now",
                "she teaches French at a grammar in Kent",
                "I'm teaching chemistry at the local college",
                "I run a little bookshop in Hexham",
                "I manage the night team at a warehouse",
                "I got hired by a games studio",
                "I got taken on at the hospital as a porter",
                "Jess was taken on by a law firm in Leeds",
                "the bakery took me on full-time last week",
                "I stack shelves at the Co-op on weekends",
                "since the 3rd I've been at the new office in Canary Wharf",
                "she's based at the new depot by the ring road",
                "I'm working from the new branch in Kettering",
                "he pulls pints at the rugby club",
                "she's cleaning offices for an agency now",
                "I'm a night-shift pharmacist",
                "I went freelance in January",
                "I start as a junior analyst at Lloyds in May",
                "second week as a site manager done",
                "they made me head of the maths department",
                "the board appointed me interim director",
                "they've named me shift supervisor from Monday",
                "I'm the new head of year nine",
                "she's now the new sous chef at Fern",
                "my dad became the new club treasurer",
                "I'm a newly qualified vet",
                "Dad retired from the railway last spring",
                "she's finally retired after thirty years at the bank",
                "we both retired in 2019",
                "I'm just a regular maths teacher again",
                "she's now a senior nurse on the ward",
                "he's back to being a humble driver",
                "now I am delivery driver for a bakery",
                "I work in a call centre in Leeds",
                "she's working in a care home now",
                "he's a line cook at the Marriott",
                "I work in pensions for a big firm",
                "she's in recruitment now, mostly tech roles",
                "he's been working in logistics since the army",
                "I'm running my own food truck now",
                "she runs her own cleaning business",
                "we run our own little campsite in Wales",
                "my wife is teacher of piano",
                "my husband is engineer in Siemens",
                "I am nurse at the city hospital",
                "she teaches first aid courses now",
                "I went in-house at a bank last year",
                "I am working like cleaner in a hotel",
                "my brother works like driver for a taxi firm",
                "she worked like a nurse in Manila before",
                "she's gone in-house with a law firm",
                "he's moving in-house at Aviva in May",
                "I teach pottery classes at the community centre",
                "he's teaching at a primary in Hull these days",
                "I supervise the night crew at a Sainsbury's depot",
                "she oversees a production line at the Nissan plant",
                "he supervises a building site out near Salford Quays",
            ],
        )
    },
    // "Bar work pays the bills": what pays for a life is a job.
    Rule {
        counter: &[
            "I pay the bills on the first of the month",
            "Dad paid our rent that winter",
            "she pays the bills in our house",
            "the lottery win paid off our mortgage",
        ],
        unless: Some(
            r"\b(?:i|we|he|she|they|you|who|mum|dad|partner|husband|wife) (?:pay|pays|paid)\b|\bpaid off\b",
        ),
        ..rule(
            "job_as_what_pays",
            Slot,
            r"\b(?:pays|pay|paid) (?:my|the|our|his|her|their) (?:bills|rent|mortgage)\b",
            Yield::Slot("job"),
            &[
                "bar work pays the bills for now",
                "copywriting is what pays my bills",
                "nights on the wards pay the rent",
                "tutoring paid her bills all through uni",
            ],
        )
    },
    // "I'm at Screwfix now, assistant manager": a named place and a role
    // said after it is where one works.
    Rule {
        counter: &[
            "I'm at Asda now, the manager let me in early",
            "we're at Nando's, the waiter is lovely",
        ],
        ..rule(
            "at_a_place_as_a_role",
            Slot,
            concat!(
                r"\b(?:i'm|i am|she's|she is|he's|he is) (?:now |currently )?(?:at|with) (?-i:[A-Z][\w&'-]+)(?: (?-i:[A-Z][\w&'-]+))?(?: now| these days| nowadays)?,? (?:as )?(?:an? |the )?(?:(?:head|senior|junior|assistant|deputy|trainee|lead|chief|area|store|shift|duty|regional|branch) )?(?:",
                job_nouns!(),
                r")(?:\s*[,.!;]|\s*$| (?:now|there|for|since)\b)"
            ),
            Yield::Slot("job"),
            &[
                "I'm at Screwfix now, assistant manager",
                "she's with Aviva these days, as an analyst",
                "he's at Network Rail, trainee engineer since May",
            ],
        )
    },
    // "She's opened a bakery in Margate": a business of one's own is work.
    Rule {
        counter: &[
            "we opened a bottle of fizz",
            "I set up a stall at the school fair",
            "she's opened a savings account",
            "I'm hoping to open my own bakery one day",
            "Jon is working on opening a dance studio",
        ],
        // A business wished for or in the making is a plan, not the work.
        unless: Some(
            r"\b(?:gonna|going to|want to|wants to|wanted to|hope to|hopes to|hoping to|plan to|plans to|planning to|planning on|thinking of|thinking about|dream of|dreams of|dreaming of|working on|work on|would love to|'d love to|take a shot at|one day|someday|some day|eventually|might|maybe|could)\b",
        ),
        ..rule(
            "business_of_ones_own",
            Slot,
            r"\b(?:opened|opening|opens|set up|setting up|sets up|launched|launching|started|starting|runs|running|run) (?:up )?(?:a|an|her|his|my|their|our) (?:own )?(?:[\w-]+ ){0,2}?(?:bakery|café|cafe|coffee shop|shop|restaurant|business|salon|studio|practice|clinic|company|firm|bar|pub|deli|florist|gym|nursery|agency|consultancy|garage|boutique|bookshop|food truck|takeaway|b&b|guest house|brewery|kennels|cattery)\b",
            Yield::Slot("job"),
            &[
                "he's opened a little café in Whitby",
                "I run my own salon now",
                "she set up her own consultancy in March",
            ],
        )
    },
    // "My work is in a warehouse", "my job's with the council": where one
    // works, said of the work.
    Rule {
        counter: &[
            "my work is at home on Fridays",
            "my job is in a mess since the merger",
            "my work is in progress",
        ],
        unless: Some(
            r"\b(?:at home|in (?:a )?mess|in progress|in danger|on hold|in trouble|at risk|in the balance)\b",
        ),
        ..rule(
            "job_said_as_my_work",
            Slot,
            r"^(?:(?:so|well|and|now),? )?(?:my|her|his|their) (?:work|job|day job)(?:'s| is) (?:now |still |currently )?(?:in|at|with|for) (?:an? |the )?[\w'-]+",
            Yield::Slot("job"),
            &[
                "my work is at a bakery in Leeds",
                "my job's with the council now",
                "her work is in a care home near Ripon",
            ],
        )
    },
    // "My resignation went through", "I've handed my notice in": a job
    // given up, said without naming it.
    Rule {
        counter: &[
            "she resigned from the book club committee",
            "I've resigned myself to a wet weekend",
            "they gave me a week's notice about the rent",
        ],
        unless: Some(
            r"\bresigned (?:myself|herself|himself|themselves|ourselves) to\b|\bresign(?:ed|s)? (?:from|as) (?:the )?(?:[\w-]+ ){0,2}(?:committee|board|club|chair|treasurer|secretary|governor|governors|trustee|trustees|captain|captaincy)\b",
        ),
        ..rule(
            "job_given_up_by_resigning",
            Slot,
            r"\b(?:i|she|he|we|they)(?:'ve| have| has|'s)? (?:just |finally |officially |now |actually )?resigned\b|\bhand(?:ed|ing|s)? in (?:my|her|his|their) notice\b|\bhand(?:ed|ing|s)? (?:my|her|his|their) notice in\b|\b(?:my|her|his|their) resignation (?:went through|has gone through|'s gone through|was accepted|has been accepted|'s been accepted|went in|is in)\b|\bwork(?:ed|ing)? (?:out )?(?:my|her|his|their) (?:last )?(?:notice|notice period)\b",
            Yield::Slot("job"),
            &[
                "my resignation went through on Friday",
                "I've handed my notice in at the bank",
                "she resigned after the restructure",
                "he's working his notice at the depot",
            ],
        )
    },
    // "I've been on the children's ward for six years": a ward one is on
    // is where one works.
    Rule {
        counter: &[
            "Dad's on the cardiac ward after his fall",
            "she was admitted to the stroke ward",
            "my nan is still on the ward, poor thing",
        ],
        unless: Some(
            r"\b(?:admitted|after (?:his|her|my|a|the)|fall|operation|op|surgery|poor|recovering|visiting|visit|visited|patient|bed)\b",
        ),
        ..rule(
            "job_on_a_ward",
            Slot,
            r"\b(?:i'm|i am|i've been|i have been|she's|she is|she's been|he's|he is|he's been|work|works|worked|working|nursing) (?:still |now |currently |mostly )?(?:nights |days |shifts )?on (?:the )?(?:[\w'-]+ ){1,2}ward\b",
            Yield::Slot("job"),
            &[
                "I've been on the children's ward at the Royal for six years",
                "she works nights on the maternity ward",
                "he's on the stroke ward at Airedale these days",
            ],
        )
    },
    // "been doing the warehouse thing", "she does care work", "I do agency
    // shifts at the hospital": a kind of work named by where or what.
    Rule {
        counter: &[
            "we're doing the kitchen thing at last, new units",
            "I did some office tidying at the weekend",
            "doing the bar crawl for Sam's birthday",
        ],
        unless: Some(
            r"\b(?:crawl|tidying|renovation|units|refurb|extension|makeover)\b|\b(?:our|my) (?:kitchen|office|bar)\b",
        ),
        ..rule(
            "job_as_a_kind_of_work",
            Slot,
            r"\b(?:doing|do|does|did|done) (?:the |some )?(?:warehouse|factory|call centre|care|delivery|deliveries|agency|temp|building site|security|cleaning|bar|retail|kitchen|shop|office|admin|reception|supply|locum|bank) (?:thing|work|job|jobs|shifts?|stuff)\b",
            Yield::Slot("job"),
            &[
                "I've been doing the warehouse thing, forklift mostly",
                "she does care work, mostly nights",
                "he's doing agency shifts at the Royal",
                "I do supply work across three schools",
            ],
        )
    },
    // "a partner in a firm of solicitors", "made partner at Deloitte": a
    // partner in a business is a job, not a relationship.
    Rule {
        counter: &[
            "my partner at work covers my shifts",
            "she's my partner in crime",
            "I'm a partner in the pub quiz team",
        ],
        ..rule(
            "job_as_a_partner_in_a_firm",
            Slot,
            r"\b(?:(?:a|an|the|senior|junior|equity|salaried|managing|founding) partner (?:in|at|with) (?:(?:a|an|the) (?:[\w&'-]+ ){0,3}?(?:firm|practice|partnership|company|consultancy|agency|chambers)|(?-i:[A-Z])[\w&'-]*)\b|\bmade (?:equity |salaried |full )?partner\b)",
            Yield::Slot("job"),
            &[
                "I am a partner in a firm of solicitors in Chester",
                "she's a senior partner at a law firm in Leeds",
                "he made partner at Deloitte last spring",
                "my wife is an equity partner with a small architecture practice",
            ],
        )
    },
    // "I'm the IT guy for a school trust", "she's the sound woman at the
    // Playhouse": the one who does a kind of work for a place is in work
    // there.
    Rule {
        unless: Some(
            r"\b(?:only|first|last|oldest|youngest|odd|kind of|type of|sort of|same|other|nicest|best|worst|funniest|tallest|quietest|loudest) (?:guy|man|woman|girl|lad|bloke|person|fella|chap)\b",
        ),
        counter: &[
            "I'm the only woman in the office",
            "he's the kind of guy at parties who tells jokes",
            "she's the nicest person at the club",
        ],
        ..rule(
            "job_as_the_one_who_does_it",
            Slot,
            r"\b(?:i'm|i am|he's|he is|she's|she is|they're|(?-i:[A-Z][a-z]+)(?:'s| is)) (?:the|their|our|a|an) (?:[\w-]+ ){1,2}?(?:guy|man|woman|lady|girl|lad|bloke|person|fella|chap) (?:for|at|in|on|with) (?:the |a |an |our |their )?(?:[\w-]+ ){0,3}?(?:trust|school|schools|company|firm|council|office|hospital|club|theatre|charity|estate|shop|practice|factory|warehouse|depot|site|agency|studio|station|paper|radio|(?-i:[A-Z]))",
            Yield::Slot("job"),
            &[
                "I'm the IT guy for a school trust",
                "she's the sound woman at the Playhouse",
                "he's the maintenance man for the estate",
                "I am the tea lady at the depot",
            ],
        )
    },
    // "got into the police", "joined the RAF": a service one enters is a
    // job, not a liking or a club; its buildings and vehicles are not.
    Rule {
        unless: Some(
            r"\b(?:police|army|navy|fire|ambulance|coastguard) (?:station|car|van|cell|museum|base|camp|surplus|barracks|boat|helicopter)s?\b|\bgot into (?:trouble|bother)\b",
        ),
        counter: &[
            "thieves got into the police station car park",
            "we went into the army surplus shop for boots",
            "he joined the fire station's open day",
        ],
        ..rule(
            "job_in_a_service",
            Slot,
            r"\b(?:joined|joining|join|joins|got into|get into|gets into|getting into|gone into|went into|going into|go into|goes into|enlisted in|enlisted with|accepted into|accepted by|signed up (?:for|to|with)) (?:the )?(?:police|police force|met|army|navy|royal navy|raf|air force|marines|royal marines|armed forces|fire service|fire brigade|ambulance service|coastguard|civil service|prison service|probation service|territorials|army reserves?)\b",
            Yield::Slot("job"),
            &[
                "he's finally got into the police, training starts soon",
                "my son joined the army straight out of school",
                "I've gone into the fire service after ten years roofing",
                "she was accepted into the RAF last month",
            ],
        )
    },
    // "Gone back to cooking, head chef at a hotel in Ludlow": a role and
    // where, said bare after a comma or on its own.
    Rule {
        counter: &[
            "had lunch with a chef at a hotel in Bath",
            "the nurse at the surgery was lovely",
            "asked a teacher at the school about it",
        ],
        ..rule(
            "job_said_bare",
            Slot,
            concat!(
                r"(?:^|, )(?:now |still )?(?:(?:head|senior|junior|sous|assistant|deputy|trainee|lead|chief|staff|relief|agency) )?(?:",
                job_nouns!(),
                r") (?:at|for|with|in) (?:a|an|the|(?-i:[A-Z]))"
            ),
            Yield::Slot("job"),
            &[
                "back in work now, receptionist at a dental practice",
                "new job, porter at the Royal",
                "still loving it, senior nurse at St James's",
                "gone back to cooking, head chef at a hotel in Ludlow",
            ],
        )
    },
    Rule {
        counter: &[
            "I've got two days off",
            "we had a few nights out in Porto",
            "it took days to dry",
            "on the days I work from home I walk the dog",
        ],
        unless: Some(
            r"\b(?:days|nights) (?:off|out|in|away)\b|\bthe (?:days|nights) (?:i|we|you|he|she|they|when|that)\b",
        ),
        ..rule(
            "shift",
            Slot,
            r"^(?:(?:it's|it is|still|now) )?(?:permanent|fixed|straight) (?:nights|days|lates|earlies|night shifts|day shifts)\b|\b(?:works?|working|worked|on|doing|do|does|(?:(?:been )?moved|put|switched|swapped)(?: me| him| her| us| them)?(?: over| back)? (?:on)?to|put(?: me| him| her| us| them)? (?:in|into|on)|(?:gone|went|going|back) (?:back )?(?:on)?to|back on|stuck on|covering) (?:the )?(?:(?:permanent|fixed|mostly|regular|straight|all) )?(?:nights|days|lates|earlies|twilights|nightshifts?|(?:night|day|early|late|twilight|graveyard|morning|evening|weekend|split|rotating|(?:12|twelve|8|eight|10|ten)-hour|long|back-to-back) shifts?)\b|\b(?:two|three|four|five|six|seven|\d) (?:nights|days|lates|earlies|shifts) on\b|, (?:on )?(?:the )?(?:night|day|early|late|twilight|graveyard|morning|evening|weekend) shifts?(?:[.!]|$|,)|\b(?:my|her|his|their|our) shifts?(?: is| are|'s|'re) (?:now |still |mostly |all )?(?:nights|days|lates|earlies)\b|^(?:nights|days|lates|earlies)(?: [a-z-]+){0,6}? (?:is|are) (?:my|her|his|their|our) shifts?\b",
            Yield::Slot("shift"),
            &[
                "I work permanent nights at the sorting office",
                "permanent nights for me, at the big warehouse",
                "fixed earlies these days, thank god",
                "she's on fixed lates at the care home",
                "he does mostly earlies now",
                "I'm doing four nights on, four off",
                "she works three days on, three off at the depot",
                "he does two lates on then a rest day",
                "she's on the early shift at the bakery",
                "I've gone back to nights at the hospital",
                "he works lates at the hotel bar",
                "they've put me onto twelve-hour shifts",
                "my husband's been moved onto days",
                "the boss put me in night shift from June",
                "they put her on earlies at the bakery",
                "I'm a porter at the Royal, night shift",
                "she cleans offices in town, early shift.",
                "I got switched over to days at the plant",
                "my shifts are mostly lates these days",
                "nights at the call centre are my shift for now",
                "her shift's earlies all this month",
            ],
        )
    },
    rule(
        "diet",
        Slot,
        r"\b(?P<value>vegan|vegetarian|veggie|pescatarian|pescetarian|keto|paleo|carnivore|plant-based|flexitarian|eat(?:ing)? meat|eat(?:ing)? fish|(?:started|start|back to|gone back to|went back to) eating (?:meat|fish|chicken|pork|beef|dairy|eggs|red meat|seafood)|eating (?:meat|fish|chicken|pork|beef|dairy|seafood) again|(?:reintroduced|re-introduced|brought|added|put|let) (?:meat|fish|chicken|pork|beef|dairy|eggs|red meat|seafood|wheat|gluten) (?:back )?(?:in|into|to) (?:my|her|his|their|our|the) (?:diet|meals|food|cooking)|back on (?:the )?(?:meat|fish|chicken|dairy|red meat|seafood)|halal|kosher|low-carb|intermittent fasting|(?:big |huge |massive |proper )?meat[- ]eater|omnivores?|eat(?:s)? (?:pretty much |just about |basically )?(?:anything|everything)(?: and everything)?|eat(?:s)? whatever(?:'s| is) going|(?:no|not a) fussy eater|(?:back to|gone back to|went back to|started) eating (?:pretty much |just about |basically )?(?:anything|everything)|on (?:a |an )?(?:(?:special|strict|renal|kidney|liver|low-fat|low-salt|low-sodium|low-sugar|low-protein|gluten-free|liquid|soft|soft-food|weight-loss|calorie-controlled|prescription|hypoallergenic|raw|bland) ){1,2}(?:diet|food)|on prescription (?:food|kibble|biscuits)|eats? (?:only |just |mostly )?(?:whatever|any|cheap|dry|wet|raw) (?:[\w'-]+ ){0,1}(?:kibble|dog food|cat food|biscuits|food)|on (?:a|an) (?:[\w-]+ ){1,3}?diet|eats? (?:only |just |mostly )?(?:the |a |his |her |their )?(?:[\w'-]+ ){1,2}?(?:kibble|pouches|dog food|cat food|biscuits))\b",
        Yield::Slot("diet"),
        &[
            "we've been vegetarian since spring",
            "I'm trying pescatarian for a bit",
            "I eat meat again, only chicken though",
            "she's started eating fish on Fridays",
            "we went back to eating dairy after the trial",
            "I'm eating chicken again",
            "I've reintroduced fish into my diet",
            "she's brought dairy back into her meals",
            "we've added red meat back to our diet",
            "I'm back on meat since the marathon training",
            "she's back on dairy now the rash has cleared",
            "we're back on the fish, twice a week",
            "I'm a massive meat eater",
            "I'll eat whatever's going",
            "no fussy eater, me",
            "she's not a fussy eater at all",
            "she eats pretty much anything",
            "I'm back to eating everything",
            "he's gone back to eating just about anything after the trial diet",
            "we've started eating everything again",
            "we're omnivores, no fuss",
            "the cat's on a renal diet for life",
            "Rufus is on a lamb diet now",
            "she's on a chicken and rice diet till her tummy settles",
            "our dog eats the salmon kibble",
            "the cat only eats the chicken pouches",
            "Dad is on a strict low-salt diet since the scare",
            "Rolo eats whatever kibble is cheapest",
            "our lurcher is on prescription food now",
        ],
    ),
    rule(
        "allergy",
        Slot,
        r"\ballerg\w*|\bintoleran\w*|\bcoeliac\b|\bceliac\b|\bcan't (?:eat|have|tolerate|digest) \w+|\bcannot (?:eat|have) \w+|\bepipen\b|\banaphyla\w*|\b(?:react|reacts|reacted|reacting) (?:badly |really badly )?to\b|\b(?:brings?|brought) me out in\b|\bmakes? (?:me|my \w+) (?:swell|itch|wheez\w*|break out)\b",
        Yield::Slot("allergy"),
        &[
            "I'm allergic to kiwi",
            "lactose intolerant, sadly",
            "I can't have anything with sesame",
            "I react badly to penicillin, found out in hospital",
            "strawberries bring me out in hives",
            "shellfish makes my lips swell",
        ],
    ),
    Rule {
        counter: &[
            "we're having tea at my mum's tonight",
            "I spilt coffee on my laptop",
            "the coffee shop on the corner shut",
        ],
        ..rule(
            "hot_drink",
            Slot,
            r"\b(?:coffee|tea|decaf|espresso|latte|cappuccino|americano|chai|matcha|rooibos|herbal tea|green tea|hot chocolate|instant) (?:drinker|person|lover|addict|fiend|snob|guy|girl|lad|gal|man|woman)\b|\b(?:has|have|having) (?:(?:a|an|my|one|two|three|four|\d+) )?(?:(?:black|white|strong|weak|iced|oat|decaf|green|herbal|mint|builder's|proper) (?:coffees?|teas?)|coffees?|decaf|espressos?|lattes?|cappuccinos?|americanos?|chai|matcha|rooibos|cuppas?)\b|\b(?:drink|drinks|drinking|switched to|switching to|gone over to|moved on to|swapped to|back on|on|cut (?:down|back) (?:on|to)|(?:get|gets|getting|go|goes|going) through|(?:neck|necks|necking|knock back|knocks back|sink|sinks)) (?:(?:about|around|maybe|at least|like|only|just) )?(?:(?:a|an|my|the|one|two|three|four|five|six|\d+|a few|loads of|lots of) )?(?:(?:black|white|strong|weak|iced|oat|decaf|green|herbal|mint|builder's|proper) )?(?:coffees?|teas?|decaf|espressos?|lattes?|cappuccinos?|americanos?|chai|matcha|rooibos|cuppas?)\b|\b(?:cups?|mugs?|pots?) of (?:\w+ )?(?:coffee|tea|decaf)\b",
            Yield::Slot("hot_drink"),
            &[
                "I'm a proper tea drinker, builder's, two sugars",
                "she's a real coffee snob, only flat whites",
                "he's a tea person, never touches coffee",
                "I'm a coffee guy, two shots minimum",
                "she's switched to decaf since the baby",
                "I drink black coffee all morning",
                "I have two strong coffees before the school run",
                "she's having green tea at night now",
                "three mugs of tea before lunch, easily",
                "he drinks about six espressos a day",
                "I get through five coffees on a work day",
                "she goes through a pot of tea by ten",
                "he necks three espressos before training",
            ],
        )
    },
    Rule {
        // "Smokey's fine": a name is no smoking.
        counter: &["Smokey's fine, just old", "we called the cat Smokie"],
        ..rule(
            "substance",
            Slot,
            r"\b(?:smok(?:e|es|ed|er|ers|ing|eless|e-free)|vap(?:e|es|ing)|cigarettes?|cigs|ciggies|rollies|roll-ups|tobacco|fags|nicotine|alcohol|sober|teetotal|booze|cigars?|drinking|beer|beers|ipas?|lager|cider|pints?)\b",
            Yield::Slot("substance"),
            &[
                "I've not had a cigarette in a month",
                "I'm teetotal these days",
                "I vape when I'm stressed",
                "I'm on about ten cigs a day",
                "he rolls his own tobacco",
                "down to five ciggies since March",
            ],
        )
    },
    Rule {
        counter: &[
            "I got the car washed",
            "the car park was full",
            "I bought a golf umbrella",
            "we got a mini fridge for the office",
            "she's got a jazz band now",
            "one car crashed into the back of us",
            "I've got one car wash voucher left",
            "my cousin's a park ranger now",
            "we picked up a ranger's leaflet at the visitor centre",
        ],
        ..rule(
            "vehicle",
            Slot,
            r"\b(?:drive|drives|driving|ride|rides) (?:a|an|the|my|our)\b|\bcar-free\b|\b(?:getting by|get by|managing|manage|relying|rely|depending|depend) (?:on|with) (?:the )?(?:buses|bus|public transport|trains|train|lifts|taxis|my bike|the tube)\b|\b(?:without|no longer have|don't have|do not have|got rid of) (?:a|the) car\b|\b(?:car|van|motorbike|scooter|truck|campervan|ute|pickup)(?: is|'s) (?:a|an|now)\b|\bmy (?:car|van|motorbike|truck|ute)(?: is|'s) (?:now |still )?(?-i:[A-Z])|\b(?:new|old|second-hand|used|electric|first|company) (?:car|van|motorbike|scooter|truck|campervan|ute|pickup|ev)\b|\b(?:bought|leased|traded|sold|flogged|own) (?:a|an|the|our|my) (?:\w+ )?(?:car|van|motorbike|scooter|truck|campervan|ute|pickup|hatchback|estate|ev)\b|\b(?:got|have) (?:a|an) (?:\w+ )?(?:car|van|motorbike|scooter|truck|campervan|ute|pickup|hatchback|ev)\b|\b(?:fiat|ford|toyota|nissan|honda|volkswagen|vw|skoda|renault|peugeot|citroen|citroën|kia|hyundai|tesla|bmw|audi|mercedes|volvo|mazda|subaru|vauxhall|opel|dacia|suzuki|jeep|land rover|range rover|lexus|mitsubishi|porsche|polestar|byd|seat|cupra)\b|\b(?:have|has|got|own|owns) (?:only )?(?:just )?(?:the one|one) car(?:,|\s*$| between| for| in the| now)|\b(?:bought|got|leased|picked up|drive|drives|driving|'s got|has got|have got|borrowing|borrowed|borrow|using|traded in|traded|part[- ]exchanged|part[- ]ex'd|sold|flogged|scrapped) (?:a|an|the|our|my|his|her|(?:my|our|his|her) (?:dad|mum|mom|father|mother|brother|sister|son|daughter|neighbour|neighbor|friend|mate|gran|nan|grandad|partner|husband|wife)'s) (?:(?:new|used|second-hand|secondhand|old|little|shiny|\d{4}) )*(?:fiesta|focus|golf|polo|corsa|astra|civic|corolla|yaris|clio|micra|octavia|fabia|leaf|prius|qashqai|juke|kuga|passat|swift|zoe|mini|jazz|punto|ka|zafira|touran|sharan|berlingo|sandero|duster|tucson|sportage|picanto|mondeo|insignia|megane|captur|tiguan|ibiza|ioniq|outlander|x-trail|rav4|cr-v|hilux|ranger|navara|amarok|l200|f-150|silverado)(?:[\s.,!?;]*$|[.,!?;]| (?:and|but|so|now|which|that|last|this|on|in|for|from|with|because|cos|till|until|to|while|estate|hatchback|hybrid|diesel|automatic)\b)",
            Yield::Slot("vehicle"),
            &[
                "we're car-free since the move",
                "sold the Focus, I'm getting by on buses",
                "we rely on public transport now",
                "she's managing with lifts from friends",
                "I'm without a car till the insurance pays out",
                "we got rid of the car when we moved to town",
                "we're borrowing my mum's Fiesta till the insurance pays out",
                "I've borrowed my brother's old Golf for the week",
                "using my dad's Yaris to get to work for now",
                "we've bought a used Corsa, so far so good",
                "she picked up a 2019 Polo last week",
                "he got a little Micra for the school run",
                "we drive an old Skoda Octavia",
                "my car is a hybrid now",
                "I ride a Vespa to the market",
                "we leased an electric hatchback",
                "it's a twelve-year-old Peugeot 208",
                "we've only got the one car, a Berlingo",
                "they have one car between them",
                "I own one car, and it's older than my kids",
                "we traded in the Sandero last month",
                "he's part-exchanged his Mondeo",
                "she sold the Tiguan to her cousin",
                "I've got a Navara ute for the farm",
                "my car is Fiesta, 2012, red",
                "my van's still Transit, the old white one",
                "my motorbike is now Triumph Bonneville",
                "he flogged the Amarok and kept the van",
                "we bought a second-hand pickup for the business",
            ],
        )
    },
    // "so I'm on the bus", "driving again": how the speaker gets about,
    // said of the way itself (not "I'm on the bus now, be there in ten").
    Rule {
        counter: &[
            "I'm on the bus now, be there in ten",
            "we're on the train to Leeds for the match",
            "driving again after the accident made me nervous",
        ],
        unless: Some(
            r"\b(?:be there|see you|in ten|in five|running late|to (?-i:[A-Z])\w*|for the (?:match|gig|game|wedding|weekend))\b|\bmade me\b",
        ),
        ..rule(
            "getting_about",
            Slot,
            r"\b(?:i'm|i am|we're|we are|been|back) (?:now |stuck |back )?on the (?:bus|buses|train|trains|tube|tram|metro)(?:\s*[,.!;]|\s*$| (?:now|again|for now|these days|instead|every day|daily|since|for the (?:month|week|time being))\b)|(?:^|, )(?:(?:so|and|but) )?(?:(?:i'm|i am|we're) )?(?:driving|cycling|biking|walking) (?:in )?again\b",
            Yield::Slot("commute"),
            &[
                "the car's in the garage, so I'm on the bus for now",
                "been on the trains since the van went",
                "got the car back, driving again",
                "knee's better, so I'm cycling in again",
            ],
        )
    },
    rule(
        "commute",
        Slot,
        r"\bcommut\w*|\bdoor to (?:desk|office|work)\b|\b(?:to|into) (?:work|the office|town|uni|school) (?:by|on)\b|\b(?:take|takes|get|gets|catch|catches) the (?:[\w-]+ ){1,2}(?:line|overground|express|shuttle)\b|\b(?:cycling|biking|walking|scooting|jogging|running) in (?:since|every|most|each)\b|\b(?:take|get|catch|ride) the (?:\d+|bus|train|tube|tram|metro|ferry|underground)\b|\b(?:cycle|bike|walk|drive|run) (?:to|into) (?:work|the office)\b|\b(?:ride|rides|cycle|cycles|pedal|pedals|walk|walks|drive|drives|bike|bikes|scoot|scoots|jog|jogs) in(?: now| these days| nowadays| every day| most days| every morning)?[\s.!]*$|\b(?:ride|rides|cycle|cycles|pedal|pedals|walk|walks|drive|drives|bike|bikes|scoot|scoots|jog|jogs) in (?:along|via|through|over|across|past|by way of)\b|\b(?:ride|rides|drive|drives|take|takes|scoot|scoots) (?:it|that|this|the [\w-]+|my [\w-]+|an? [\w-]+|his [\w-]+|her [\w-]+) (?:to|into|in to) (?:work|the office|uni|college|school)\b",
        Yield::Slot("commute"),
        &[
            "I catch the 47 into town",
            "I take the Jubilee line in most days",
            "she gets the Elizabeth line to Canary Wharf",
            "been cycling in since the clocks went forward",
            "he's walking in every day to save money",
            "got a bike, so I ride in now",
            "she walks in most days",
            "I drive in these days",
            "I cycle to the office most days",
            "my commute is forty minutes on the train",
            "I cycle in along the river path",
            "most days I pedal in along the seafront",
            "forty minutes door to desk on two buses",
            "she drives in via the ring road",
            "I walk in through the park most days",
            "I ride that to work now",
            "she drives her Mini to the office",
            "I take the scooter into work these days",
        ],
    ),
    // How many people someone manages.
    Rule {
        counter: &[
            "I'm one of a team of six",
            "our team of four won the quiz",
            "our team is two points clear at the top",
            "twelve people came to the party",
        ],
        unless: Some(r"\bone of\b|\bwon\b|\bquiz\b|\bcame\b"),
        ..rule(
            "team_size",
            Slot,
            r"\b(?:manage|managing|manages|run|runs|running|lead|leads|leading|head|heads|in charge of) (?:a|my|the) (?:(?:small|big|growing|new) )?team of (?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b|\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty) (?:people|staff|developers|engineers|nurses|designers|analysts|direct reports|reports) (?:reporting to|under|working under|working for|who report to|report to) (?:me|her|him)\b|\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty) direct reports\b|\b(?:my|our|the) (?:little |whole )?team(?:'s| is| has)? (?:now |grown to |shrunk to |up to |down to |gone up to |gone down to )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)(?: people| strong| of us| now)*\s*(?:[.!,;]|$)",
            Yield::Slot("team_size"),
            &[
                "the team's nine now, after the merger",
                "my team is twelve strong, give or take",
                "our team has grown to 15, mad",
                "I manage a team of eight",
                "there are twelve people under me now",
                "I've got six direct reports",
                "she leads a small team of four",
            ],
        )
    },
    // What someone weighs now, said with the number: one at a time.
    Rule {
        counter: &["I weighed up the options", "the parcel weighs 2 kilos"],
        ..rule(
            "weight",
            Slot,
            r"\b(?:i|she|he|user|now|only|just|currently) weigh(?:s|ed)? (?:(?:about|around|roughly|just|only|barely|nearly|almost|over|under) )?(?:\d{2,3}(?:\.\d)?(?: ?(?:kg|kilos?|stone|st|lbs?|pounds))?|\d{1,2}(?: and a half| and a bit)? ?(?:stone|st))\b|\bmy weight(?:'s| is) (?:now |down to |up to )?\d{2,3}\b",
            Yield::Slot("weight"),
            &[
                "I weigh 95 kilos, aiming for 85",
                "she weighs about 60 kg now",
                "my weight's down to 82",
                "I weigh roughly 14 stone right now",
                "he weighs nearly 9 and a half stone",
            ],
        )
    },
    // A number aimed for: a weight, a time, a sum.
    Rule {
        counter: &[
            "what a goal that was from Saka",
            "the target audience is teenagers",
        ],
        unless: Some(r"\bgoal (?:from|by|of the)\b|\btarget (?:audience|market)\b"),
        ..rule(
            "target",
            Slot,
            r"\b(?:goal|target|aim)(?: weight| time)?(?:'s| is| was| of| now| has been| got)\b|\bgoal weight\b|\b(?:bumped|upped|raised|lowered|dropped|moved|put|pushed|reset|changed|cut|knocked|increased|reduced) (?:my |the |our |her |his )?(?:daily |weekly |monthly |step |savings |new )?(?:goal|target)\b|\b(?:trying|want|wanting|hoping|aiming|aim|plan|planning|need|needs) to (?:get|go) (?:back )?down to (?:\d+|a |under |below )",
            Yield::Slot("target"),
            &[
                "my target's 12 stone by the wedding",
                "new goal is a sub-25 parkrun",
                "I'm trying to get down to 75 kilos",
                "goal weight is 60kg, long way off",
                "I've upped my step target to 10k",
                "we've raised the savings goal to 5,000",
                "she's dropped her weekly target to three runs",
            ],
        )
    },
    // How much someone works: full or part time, hours or days a week.
    Rule {
        counter: &[
            "I swim three days a week",
            "the gym's open 24 hours",
            "we're full time parents to two toddlers",
            "we're off on a three-day weekend in Rome",
            "I run four days a week",
            "she's at school full time now",
            "we go running two days a week",
            "I worked three days straight",
        ],
        // "the school run" is no run and no school day.
        unless: Some(
            r"\b(?:swim|gym|train|yoga|class|open|parents?|nursery|running)\b|\b(?:i|we|she|he|they|to|and|go) run\b|\bat school\b|\bschool (?:days?|hours|weeks?|term)\b",
        ),
        ..rule(
            "working_hours",
            Slot,
            r"\b(?:has|have|'s got|'ve got|got|gets|get|puts|put) (?:me|him|her|them|us) (?:on |in |doing |working )?(?:one|two|three|four|five|six|\d+) (?:days|shifts|hours|mornings|afternoons|evenings|nights|lates|earlies) (?:a|per) (?:week|fortnight)\b|\b(?:work(?:s|ing)?|job|contract|employed|hours) (?:[\w-]+ ){0,4}?(?:full[- ]time|part[- ]time|\d+(?:\.\d+)? hours(?: a| per) week|(?:one|two|three|four|\d) days? a week)\b|\b(?:do|does|doing|did) (?:about |around |roughly )?(?:\d+(?:\.\d+)?|(?:twenty|thirty|forty|fifty|sixty)(?:-[a-z]+)?|ten|twelve|fifteen|sixteen|eighteen) hours(?: a| per) week\b|\b(?:full[- ]time|part[- ]time)\b(?:[\w ,'-]*?)\b(?:work|job|council|office|contract|hours)\b|\b(?:gone|went|going|go) (?:back )?(?:full[- ]time|part[- ]time)\b|\b(?:dropped|cut|gone|went|going|reduced|down|back|up) (?:back |down )?to (?:full[- ]time|part[- ]time|(?:one|two|three|four|\d) days(?: a week)?|\d+(?:\.\d+)? hours|(?:mon|tues|wednes|thurs|fri|satur|sun)days?(?:,? (?:and |& )?(?:mon|tues|wednes|thurs|fri|satur|sun)days?)+|(?:mornings|afternoons|evenings|half days|weekends|nights) only)\b|\b(?:work(?:s|ing)?|do|doing|on|to|onto) (?:a )?(?:one|two|three|four|\d|nine)[- ]day (?:week|fortnight)\b|\b(?:work(?:s|ing)?|job|contract|hours|shifts?)\b[\w ,'-]{0,20}?\bmon(?:day)?(?: to |-|–)fri(?:day)?\b|\b(?:one|two|three|four|five|six|\d) shifts? (?:a |per )?week(?:ly)?\b|\b(?:one|two|three|four|five|six|\d) shifts weekly\b|\b(?:do|does|doing|did|work|works|working|worked)(?: only| just| now)? (?:one|two|three|four|five|\d|a couple of) days (?:at|in|for|with|a week|per week|a fortnight)\b|^(?:(?:i'm|i am|she's|he's|still|now) )?(?:full[- ]time|part[- ]time) (?:at|for|with|in)\b|\b(?:work|works|working)(?: only| just| now)? (?:one|two|three|four|five|\d|a couple of) days(?:,|\s*[.!]*$| now\b| instead\b)|\b(?:i|she|he|we|they) (?:only |just |now |still |mostly )*(?:do|does|work|works) (?:mon(?:day)?|tues?(?:day)?|wed(?:nesday)?|thu(?:rs?)?(?:day)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)s?(?:(?:,? and|,? &|,| to| through| till| until| -) (?:mon(?:day)?|tues?(?:day)?|wed(?:nesday)?|thu(?:rs?)?(?:day)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)s?)+\b",
            Yield::Slot("working_hours"),
            &[
                "I do forty hours a week for the bank",
                "she does about 30 hours a week at the care home",
                "he's doing twenty-five hours a week at Asda",
                "the café has me two days a week",
                "they've got her on four shifts a week",
                "the school has him three mornings a week",
                "I cut back to a three-day week",
                "I've cut down to mornings only at the surgery",
                "she's gone to afternoons only while the baby's small",
                "I dropped to weekends only at the garden centre",
                "I've cut down to Mondays and Fridays at the shop",
                "she's gone down to Tuesdays, Wednesdays and Thursdays",
                "he dropped to Thursdays and Fridays after the op",
                "I work Monday to Friday at the depot",
                "I do three shifts a week at the pub",
                "Two shifts weekly at the café",
                "she's on four shifts per week",
                "council job, Monday to Friday",
                "my hours are Mon-Fri, nine to five",
                "she's on a four-day week at the agency now",
                "we're doing a nine-day fortnight",
                "since the twins I only do two days at the surgery",
                "back off mat leave and I only do Mon, Tue and Wed",
                "she just works Thursdays and Fridays at the bakery",
                "he only does Tuesday to Thursday since the op",
                "she works four days for the council",
                "he's doing three days with the charity now",
                "Full time at the hospital, nights mostly",
                "part-time for a florist in Hexham",
                "I'm part time at the library",
                "I work full time at the hospital, 40 hours",
                "she's gone part-time at the library",
                "I've dropped to three days a week at the council",
                "I'm going back to full time in September",
                "my contract is 22.5 hours a week",
                "I'm down to four days a week so I can do the school run",
                "they've said I can work three days, Mon to Wed",
                "she works two days now",
                "I'll work four days instead",
            ],
        )
    },
    // Before `weekday`: which days someone works in the office and which
    // from home, one pattern at a time.
    // "we worship at St Matthew's", "I go to the mosque on Green Lane",
    // "we've moved churches": where one worships, one place at a time.
    Rule {
        counter: &[
            "we went to a wedding at St Matthew's",
            "the church on the corner is being turned into flats",
            "I love the architecture of old chapels",
        ],
        unless: Some(
            r"\b(?:wedding|funeral|christening|concert|jumble sale|fete|flats|architecture|toddler group|polling)\b",
        ),
        ..rule(
            "place_of_worship",
            Slot,
            r"\b(?:worship|worships|worshipping|worshipped|pray|prays|praying) (?:at|in|with)\b|\b(?:go|goes|going|went|been going) to (?:mass|church|chapel|the mosque|mosque|synagogue|shul|the synagogue|temple|the temple|gurdwara|the gurdwara|meeting|kingdom hall|the kingdom hall)\b|\b(?:attend|attends|attending|attended|belong to|belongs to|members? (?:of|at)|joined|transferred (?:our |my |their )?membership to|moved (?:our |my |their )?membership to) (?:the )?(?:(?-i:[A-Z])[\w'-]* ){0,3}(?:church|chapel|cathedral|mosque|synagogue|temple|gurdwara|parish|congregation|minster|abbey|meeting house|kingdom hall)\b|\b(?:moved|changed|switched|swapped) (?:churches|parish|parishes|mosques|synagogues|temples|congregations)\b|\b(?:our|my|their|his|her) (?:church|parish|mosque|synagogue|temple|gurdwara|chapel|congregation)(?: is|'s)\b",
            Yield::Slot("place_of_worship"),
            &[
                "we worship at St Matthew's every week",
                "I go to mass at St Anne's on Sundays",
                "she attends the mosque on Green Lane",
                "we've been members of Trinity Methodist Church for years",
                "we switched churches after the vicar left",
                "our parish is Holy Cross now",
            ],
        )
    },
    Rule {
        counter: &[
            "I left my laptop in the office on Friday",
            "we worked from home for two days during the snow",
            "the office is closed Mondays",
        ],
        unless: Some(r"\b(?:left|forgot|lost|dropped|closed|shut|during|snow|strike|ill|sick)\b"),
        ..rule(
            "office_days",
            Slot,
            concat!(
                r"\b(?:in(?:to)? (?:the |our |my )?(?:(?-i:[A-Z][a-z]+) |head |main |new |london |city )?office|(?:have|has|need|needs|got|expected|supposed|meant) to be in|(?:want|wants|wanted|need|needs) (?:us|me|everyone|staff|people) in|(?:work|working|works) (?:from|at) home|wfh|hybrid)\b(?:[\w ,'-]*?)\b",
                r"(?:(?:mon|tues|wednes|thurs|fri)days?|(?:one|two|three|four|\d) days?)\b|\b(?:(?:mon|tues|wednes|thurs|fri)days?|(?:one|two|three|four|\d) days?)\b(?:[\w ,'-]*?)\b",
                r"(?:in(?:to)? (?:the )?office|(?:work|working|works) (?:from|at) home|wfh|in the rest)\b",
                // Every day in one place: the office, or home.
                r"|\b(?:work|works|working|i'm|i am|she's|he's) (?:from|at|in) (?:the|our|my|their) (?:[\w-]+ ){0,2}office\b(?:[\w ,'-]*?)\b(?:five|5|every|all|full[- ]time)\b",
                r"|\b(?:went|gone|going|are|is|'re|'s|am|'m) (?:now )?(?:fully|completely|permanently|totally|100%) remote\b",
                r"|\b(?:work|works|working) (?:from|at) (?:home|my|our|his|her) (?:[\w-]+ ){0,2}(?:table|desk|spare room|bedroom|living room|loft|shed|sofa|home office)\b",
                r"|\b(?:work|works|working) (?:from|at) home (?:full[- ]time|every day|all week|permanently|for good)\b",
                // "I only go in Tuesdays and Thursdays": going in to work.
                r"|\b(?:go|goes|going|come|comes|coming) in (?:on )?(?:(?:mon|tues|wednes|thurs|fri)days?|(?:one|two|three|four|\d) days?)\b"
            ),
            Yield::Slot("office_days"),
            &[
                "I'm in the office Tuesdays and Thursdays, home the rest",
                "they want everyone in four days a week from March",
                "I work from home on Mondays and Fridays",
                "I go into the office two days a week",
                "Wednesdays I'm in the office, the rest I'm at home",
                "I'm in the office in Leeds five days a week",
                "we've gone fully remote",
                "I work at my desk in the spare room now",
                "she works from home full-time",
                "I go in on Mondays only",
                "she goes in three days a week",
                "we only come in Thursdays",
                "I'm in the Reading office Tuesdays and Thursdays now",
                "she's into the head office on Mondays",
            ],
        )
    },
    // "Kai plays for Hillfoot Juniors", "she's signed for Leeds Rhinos
    // now": the team one plays for, by its name.
    Rule {
        counter: &[
            "we played for the Jenkins cup at the club",
            "I signed for the parcel from Amazon",
            "he plays for fun with the lads on Sundays",
        ],
        unless: Some(
            r"\b(?:for|with) (?:the )?(?:parcel|delivery|post|cup|trophy|shield|title|prize|pleasure|fun|money|time|laughs)\b|\bfor the (?-i:[A-Z][a-z]+) (?:cup|trophy|shield)\b",
        ),
        ..rule(
            "plays_for",
            Slot,
            r"\b(?:plays|play|playing|played|signed|signs|signing|turns out|turned out|turning out|transferred|moved|moving|switched) (?:now )?for (?:the )?(?-i:[A-Z][\w'-]+)\b",
            Yield::Slot("plays_for"),
            &[
                "Our Kai plays for Hillfoot Juniors under-tens",
                "she's signed for Leeds Rhinos netball now",
                "he turns out for the Crown's darts team on Thursdays",
                "he turned out for Hibs reserves last season",
            ],
        )
    },
    rule(
        "weekday",
        Slot,
        r"\b(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|every (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday) (?:mornings?|evenings?|nights?|afternoons?)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday) (?:to|till|until|through) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday) (?:mornings|evenings|nights|afternoons|lunchtimes)|(?:lessons?|class(?:es)?|practice|training|club|choir|rehearsals?)(?: is| are|'s)? (?:now |still |always )?on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:lessons?|class(?:es)?|practice|training|club|choir|rehearsals?|sessions?|meetings?|group|service|shift|rota)(?:'s| has| have| is| are)? (?:(?:been|got|now|just) )*(?:changed?|moved?|switched|shifted|swapped|gone|going) (?:over |back )?to (?:a |an )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b|on an? (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: nights?| mornings?| evenings?| afternoons?)?(?:'s| is| has) (?:(?:now|become|turned into|officially|always|been|usually) )*(?:[\w-]+ ){1,2}(?:night|day|evening|morning)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:, (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))*,? (?:and|&) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b",
        Yield::Slot("schedule"),
        &[
            "the Spanish lessons have moved to Wednesdays",
            "Thursday's become board game night since the twins got older",
            "Sunday is roast day, always has been",
            "Monday night is now date night for us",
            "choir's changed to a Monday this term",
            "our sessions switched to Friday mornings",
            "the class change to Thursday",
            "swimming's Tuesday and Thursday for the twins",
            "I'm in the office Monday, Wednesday and Friday",
            "Gran comes over Saturday & Sunday",
            "Friday evenings are the pub quiz with my brother",
            "her swimming lesson is on Wednesday",
            "choir's on Thursday now",
            "the boys' football training is on Monday",
            "bins go out on a Monday round here",
            "we do the big shop on a Saturday",
            "book club meets on a Thursday evening",
            "Sunday mornings I help out at the food bank",
            "Monday lunchtimes are netball",
            "I'm on site Monday to Thursday",
            "the shop's open Tuesday till Saturday",
            "Thursdays are pottery",
            "every Sunday I call my gran",
            "I swim on Monday mornings",
        ],
    ),
    rule(
        "breakfast",
        Slot,
        r"\bbreakfast\b|\bfirst thing in the morning\b",
        Yield::Slot("breakfast"),
        &[
            "breakfast is usually a boiled egg",
            "I skip breakfast on weekdays",
            "first thing in the morning I have a banana",
        ],
    ),
    rule(
        "favourite_food",
        Slot,
        r"\bfavou?rite (?:food|dish|meal|snack|cuisine|thing to eat)\b",
        Yield::Slot("favorite_food"),
        &[
            "my favourite dish is laksa",
            "favorite food has to be dumplings",
            "pho is my favourite meal by far",
        ],
    ),
    rule(
        "favourite_drink",
        Slot,
        r"\bfavou?rite (?:drink|coffee|tea|beer|wine|cocktail)\b|\bcoffee order\b|\busual (?:drink|order|coffee)\b|\btake (?:my|it) coffee\b",
        Yield::Slot("favorite_drink"),
        &[
            "my usual order is a flat white",
            "favourite drink is ginger beer",
            "I take my coffee with a splash of milk",
        ],
    ),
    rule(
        "favourite_album",
        Slot,
        r"\bfavou?rite (?:album|record|lp)\b",
        Yield::Slot("favorite_album"),
        &[
            "my favourite album is Hounds of Love",
            "current favourite record: anything by Khruangbin",
            "that's my favorite LP ever",
        ],
    ),
    rule(
        "favourite_song",
        Slot,
        r"\bfavou?rite (?:song|track|tune)\b",
        Yield::Slot("favorite_song"),
        &[
            "my favourite song right now is Dreams",
            "favorite track on it is the last one",
            "this is my favourite tune to run to",
        ],
    ),
    rule(
        "favourite_book",
        Slot,
        r"\bfavou?rite (?:book|novel|author|writer|poet)\b",
        Yield::Slot("favorite_book"),
        &[
            "my favourite novel is Middlemarch",
            "favorite author is Ursula Le Guin",
            "that's my favourite book of the year",
        ],
    ),
    rule(
        "favourite_film",
        Slot,
        r"\bfavou?rite (?:film|movie|show|series|tv show|programme|director)\b",
        Yield::Slot("favorite_film"),
        &[
            "my favourite film is Paddington 2",
            "favorite show at the moment is a baking one",
            "that director is my favourite director",
        ],
    ),
    rule(
        "favourite_band",
        Slot,
        r"\bfavou?rite (?:band|artist|singer|group|rapper|composer)\b",
        Yield::Slot("favorite_band"),
        &[
            "my favourite band is Wet Leg",
            "favorite singer has to be Nina Simone",
            "she's my favourite composer",
        ],
    ),
    rule(
        "favourite_place",
        Slot,
        r"\bfavou?rite (?:restaurant|cafe|café|pub|bar|place to eat|takeaway|bakery|spot)\b",
        Yield::Slot("favorite_restaurant"),
        &[
            "my favourite pub is the Anchor",
            "favorite cafe is the one by the canal",
            "that's our favourite takeaway",
        ],
    ),
    rule(
        "favourite_colour",
        Slot,
        r"\bfavou?rite colou?rs?\b",
        Yield::Slot("favorite_color"),
        &[
            "my favourite colour is teal",
            "favorite color, probably mustard yellow",
            "green has always been my favourite colour",
        ],
    ),
    rule(
        "favourite_team",
        Slot,
        r"\bfavou?rite (?:sport|team|club|player|game)\b",
        Yield::Slot("favorite_team"),
        &[
            "favorite team is Hibs, sadly",
            "my favourite sport to watch is snooker",
            "the Jets are my favourite club",
        ],
    ),
    // "ramen's my favourite now": a favourite without its kind, which
    // reconciliation takes from the favourites already held.
    Rule {
        counter: &[
            "my favourite thing about Leeds is the markets",
            "my favourite part was the ending",
            "lasagne is a family favourite",
        ],
        ..rule(
            "favourite_of_no_kind",
            Slot,
            r"\b(?:my|our|his|her|their) (?:new |current |all-time |absolute |firm |top |joint |clear )?favou?rites?(?: (?:at the moment|right now|now|these days|by far|of all|ever|at present|for now|of the lot|of them all|this year|lately|again))*\s*[.!,]*$|\b(?:my|our|his|her|their) (?:new |current |all-time |absolute |firm |top |joint |clear )?favou?rite(?: (?:at the moment|right now|now|these days|lately))? (?:is|are|was|'s|has to be|would be|has become|is now|is definitely)\b|\b(?:is|'s|are|'re) (?:now |firmly |right |straight )?(?:at )?(?:the )?top of (?:my|our|his|her|their) (?:list|pile|chart)(?: (?:now|these days|at the moment|right now))?\s*[.!,]*$|\b(?:is|'s) (?:now )?(?:my|our|his|her|their) (?:new )?(?:number one|go-to)(?: (?:now|these days|at the moment))?\s*[.!,]*$",
            Yield::Slot(memoir_core::attribute::FAVOURITE_OF_NO_KIND),
            &[
                "that album is right at the top of my list now",
                "Taskmaster's top of our list these days",
                "the Thai place is my new go-to",
                "ramen's my favourite now",
                "My new favourite is the pistachio one",
                "these days my favourite has to be Phoebe Bridgers",
                "the green one is her favourite at the moment",
            ],
        )
    },
    // "healthy as a horse", "sick as a dog": an animal in a saying.
    Rule {
        counter: &[
            "I'm healthy as a horse",
            "I was sick as a dog all weekend",
            "she's been working like a dog",
        ],
        unless: Some(
            r"\b(?:healthy|fit|strong|hungry|sick|stubborn|sly|quiet|busy) as an? (?:horse|ox|dog|pig|mule|fox|mouse|bee)\b|\b(?:working|work|works|worked) like a dog\b|\bdog-tired\b",
        ),
        ..rule(
            "pet",
            Slot,
            r"\b(?:dog|dogs|cat|cats|puppy|kitten|parrot|rabbit|hamster|pet|pets|tortoise|budgie|guinea pigs?|lizard|snake|goldfish|ferret|horse|pony|lurcher|labrador|spaniel|terrier|greyhound|collie|retriever|whippet)\b",
            Yield::Slot("pet"),
            &[
                "we adopted a three-legged whippet",
                "my cat sleeps in the sink",
                "the kids want a rabbit",
            ],
        )
    },
    Rule {
        counter: &[
            "I proposed a new rota at work",
            "the council proposed a bus lane in May",
            "I've been seeing Dr Okafor for my knee",
            "I'm seeing Mum on Sunday",
            "we're seeing Hamilton at the Victoria Palace",
            "we split the bill at the curry house",
            "they split the cost of the van between them",
            "the band broke up in the summer",
            "our book group split up after Covid",
            "the old team broke up when the coach left",
        ],
        unless: Some(
            r"\bseeing (?:dr|doctor|prof|professor|nurse|mum|dad|mom|nan|gran)\b|\b(?:band|group|team|club|choir|crew|gang|class|duo|trio|quartet|society|partnership|consortium)(?:'s| has| have| had|'ve)? (?:just |finally |sadly |officially )?(?:broke|broken|split) up\b",
        ),
        ..rule(
            "relationship",
            Slot,
            r"\b(?:is|'s|are|'re|been|i'm|i am) (?:seeing|dating|going out with) an? (?:[\w-]+ ){0,2}?(?:guy|girl|man|woman|lad|bloke|fella|chap|lass|boy) (?:called|named) (?-i:[A-Z])|\b(?:are|'re) (?:now |finally |officially |properly )?(?:official|exclusive|an item|a couple now|boyfriend and girlfriend|girlfriend and boyfriend)\b|\b(?:and i|and me|we|we've|we have|they|they've|they have) (?:just |finally |recently )?(?:split|separated)(?:\s*[,.!]|\s*$| (?:over|in|last|this|at|after|before|up|for good|amicably|a while|earlier)\b)|\b(?:been|i'm|i am|she's|she is|he's|he is|(?-i:[A-Z][a-z]+)(?:'s| is)) (?:seeing|dating|going out with) (?-i:[A-Z][a-z]+)(?: (?-i:[A-Z][a-z]+))?(?:\s*[,.!]|\s*$| for\b| since\b| now\b| and\b)|\b(?:married|engaged|divorc\w*|single|girlfriend|boyfriend|fianc\w*|dating|widow\w*|separated|seeing someone|broke up|split up|(?:broke|broken|breaking) (?:it|things) off|ended things with|tied the knot|got hitched|said (?:our|my|their) vows|went (?:our|their) separate ways|called it quits|popped the question)\b|\b(?:we've|we have|we're|we are|they've|they have) (?:now |just )?been (?:together|a couple|an item|going out)(?: (?:for )?(?:nearly |almost |over |about )?(?:a|an|\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty) (?:years?|months?))?\b|\bproposed(?: to (?:me|him|her|them))? (?:on|at|in|last|yesterday|over|during|while)\b|\b(?:moved|pushed|put|brought|shifted|rescheduled|postponed) (?:back )?(?:the|our|their|her|his|my) wedding\b|\bwedding(?:'s| is| has| was)(?: been)? (?:moved|pushed|put|postponed|rescheduled|brought)\b",
            Yield::Slot("relationship_status"),
            &[
                "we've been together nearly nine years",
                "we have been a couple since uni",
                "they've been an item for two months",
                "we went our separate ways in the spring",
                "Jo and I called it quits at Christmas",
                "me and Leon broke it off in May",
                "I ended things with Femi after the holiday",
                "me and Dan went our separate ways",
                "we tied the knot at a registry office",
                "finally got hitched in Vegas",
                "Sam and I said our vows on the beach",
                "I got engaged in Lisbon",
                "I'm single again, for now",
                "I've been seeing someone since May",
                "I've been seeing Marek for about two years",
                "she's dating Priya now",
                "he's been going out with Tom since the summer",
                "my cousin is going out with a lad called Rhys",
                "I've been dating a gorgeous woman named Leah since March",
                "I'm seeing a really sweet lad called Ollie",
                "she's been going out with a tall bloke called Finn",
                "Jordan and I split last month",
                "Tom and I are official now",
                "we're exclusive since Friday",
                "me and Sade are an item these days",
                "we separated in the spring",
                "Kai and me split for good at New Year",
                "Tamsin's dating a woman named Ines",
                "he's seeing a girl called Mia from work",
                "we've pushed the wedding back a year",
                "they postponed their wedding till the autumn",
                "his wedding's been moved to May",
                "Dan proposed on the beach",
                "she popped the question at New Year",
                "my girlfriend proposed to me in Rome",
            ],
        )
    },
    Rule {
        counter: &[
            "I've got lots of kids' books on the shelf",
            "we have children's tickets for the panto",
            "she's got a box of kids' toys in the boot",
        ],
        ..rule(
            "children",
            Slot,
            r"\b(?:have|has|got|with|of) (?:\w+ )?(?:kids|children)(?:[^'’\w]|$)|\b(?:one|two|three|four|five|six|\d) (?:kids|children|sons|daughters)\b|\b(?:have|has|got) (?:just |only )?(?:one|the one|an only) (?:son|daughter|child|kid)\b|\bexpecting (?:a|our|my|another)\b|\bbaby (?:number|no\.?) (?:two|three|four|five|six|\d)\b|\b(?:second|third|fourth|fifth) (?:baby|child|kid) (?:arrived|was born|is here|came)\b|\b(?:our|my) (?:baby|daughter|son|little (?:one|girl|boy)|twins)(?: (?-i:[A-Z][a-z]+))? (?:arrived|was born|were born|is here|are here|came)\b|\b(?:the (?:kids|children|girls|boys|twins)|our (?:kids|children|girls|boys|twins|daughter|son|eldest|youngest)|they|she|he)(?: have| has|'ve got| have got|'s got| has got) (?:a |an )?(?:new |baby |little |tiny )+(?:brother|sister)\b",
            Yield::Slot("number_of_children"),
            &[
                "the twins have a baby sister now",
                "our eldest has got a new little brother",
                "they've got a tiny baby brother as of Tuesday",
                "our son Alfie was born on Tuesday",
                "our twins arrived six weeks early",
                "my little girl is here at last",
                "baby number two came three weeks early",
                "our third child was born on Monday",
                "baby no. 4 is finally here",
                "I have three kids under ten",
                "we're expecting another in spring",
                "mum of two daughters here",
                "we've got one daughter, Isla",
                "I have just the one son",
                "they have an only child, Rory",
            ],
        )
    },
    // "on the tills at Morrisons", "on reception at the leisure centre":
    // a post named by where it is worked is a job.
    Rule {
        counter: &[
            "I'm on the phone to my mum",
            "she's on the bus home",
            "I'm on reception duty for the school fair on Saturday",
        ],
        unless: Some(r"\b(?:duty|rota) for\b"),
        ..rule(
            "job_by_post",
            Slot,
            r"\b(?:i'm|i am|we're|she's|she is|he's|he is|(?-i:[A-Z][a-z]+)(?:'s| is)|been|now|still) (?:now |still |currently |mostly |just |back )?on (?:the )?(?:front desk|reception|tills|till|checkouts?|switchboard|shop floor|night desk|help ?desk|service desk|phones|bins|buses|wards)(?: (?:at|for|in|now|these days)\b|\s*$|[,.!])",
            Yield::Slot("job"),
            &[
                "I'm on reception at the leisure centre",
                "she's on the tills at Morrisons",
                "he's on the front desk at a hotel in Bath",
                "I'm still on the phones for the council",
                "Dev's on the bins now",
            ],
        )
    },
    // A stay in hospital and the coming home from it are where someone is,
    // one value at a time: "Dad's home now" ends "Dad was rushed into
    // hospital". Before `health`, which a stay often names too.
    Rule {
        counter: &[
            "she's been to the hospital for a scan",
            "I work in the hospital pharmacy",
            "I'm home now, what a day",
            "he's home now for the summer holidays",
        ],
        ..rule(
            "hospital stay",
            Slot,
            r"\b(?:admitted|rushed|taken|sent|brought|blue-lighted) (?:back )?(?:in|into|to) (?:the )?(?:hospital|intensive care|icu|a&e|hospice)\b|\b(?:gone|went|go|going) (?:back )?into (?:the )?(?:hospital|intensive care|icu|hospice)\b|\b(?:been|is|'s|are|'re|am|'m|was|were|still|now|kept|stuck|ended up|remains) (?:back )?in (?:the )?(?:hospital|intensive care|icu|a&e|hospice)\b|\b(?:discharged|out of (?:the )?hospital|home from (?:the )?hospital|let (?:him|her|them|me) (?:come )?home|sent (?:him|her|them|me) home)\b|\b(?:he's|she's|they're|he is|she is|they are|(?-i:[A-Z][a-z]+)'s|(?-i:[A-Z][a-z]+) is) (?:back )?home (?:now|again|at last|finally|safe and sound)\s*(?:$|[,.!]|and\b)",
            Yield::Slot("current_location"),
            &[
                "Mum was rushed into hospital on Sunday",
                "my brother's in intensive care after the crash",
                "Grandad's been in the hospital since Friday",
                "they finally discharged Dad this morning",
                "she's out of hospital and resting at home",
                "Nan's home again and bossing everyone about",
                "he's back home now, thank goodness",
            ],
        )
    },
    // "Caved and got reading glasses", "never needed specs": eyesight is
    // health.
    Rule {
        counter: &[
            "I need a glass of water",
            "we bought new wine glasses",
            "the sunglasses shop in town",
        ],
        unless: Some(r"\b(?:wine|pint|champagne|drinking|shot|beer) glass(?:es)?\b|\bsunglasses\b"),
        ..rule(
            "eyesight",
            Slot,
            r"\b(?:reading |distance |new |prescription |varifocal )?glasses\b|\b(?:specs|varifocals|bifocals|contact lenses|eyesight|cataracts?|glaucoma)\b",
            Yield::Slot("health"),
            &[
                "caved and got reading glasses",
                "I've never needed specs in my life",
                "she's had her cataract done",
            ],
        )
    },
    rule(
        "health",
        Slot,
        r"\b(?:healthy|fit) as an? (?:horse|fiddle|ox)\b|\b\d+(?:\.\d+)? ?(?:mg|mcg|milligrams)\b|\b(?:daily|morning|evening|night|nightly|blood pressure|water|sleeping|iron|thyroid|heart|allergy|hay fever) (?:tablet|tablets|pill|pills)\b|\bnever (?:see|sees|seen|go to|goes to|been to) (?:the|a|my) (?:gp|doctor|doctors)\b|\b(?:asthma\w*|diabet\w*|injur\w*|sprain\w*|fractur\w*|broke my|broken|surgery|operation|medication|meds|antibiotics|physio\w*|in a cast|in a sling|gp|diagnos\w*|therapy|migraines?|pregnan\w*|blood pressure|cholesterol|arthritis|back pain|anxiety|depression|adhd|insomnia|recovering|tendon\w*|inhaler|chemo|(?:underactive|overactive) thyroid|hypothyroid\w*|hyperthyroid\w*|coeliac|celiac|crohn'?s|colitis|ibs|endometriosis|pcos|epilep\w*|lupus|anaemi\w*|anemi\w*|eczema|psoriasis|gout|fibromyalgia|sleep apnoea|sleep apnea|long covid|tinnitus|vertigo|glaucoma|cataracts?)\b",
        Yield::Slot("health"),
        &[
            "I sprained my ankle at netball",
            "Sertraline 50mg is my daily tablet",
            "I'm on 5 mg of ramipril",
            "the blood pressure tablets make me dizzy",
            "I'm on medication for my thyroid",
            "I was diagnosed with coeliac disease in May",
            "I'm fit as a fiddle, touch wood",
            "he never goes to the doctor",
            "healthy as an ox, me",
            "the tiredness was an underactive thyroid in the end",
            "I've got coeliac disease, so no gluten",
            "the rash turned out to be eczema",
        ],
    ),
    rule(
        "whereabouts",
        Slot,
        r"\b(?:staying|visiting|travelling|traveling|away) (?:with|in|at|for)\b|\bi'm in \w+ (?:this|for|until|till|right now|at the moment)\b|\bon (?:holiday|vacation|a trip|a work trip|a course) in\b|\b(?:this week|this weekend|at the moment|right now) i'm (?:in|at)\b",
        Yield::Slot("current_location"),
        &[
            "I'm staying with my aunt in Derry",
            "I'm in Oslo until Thursday",
            "on a work trip in Lyon all week",
        ],
    ),
    rule(
        "plan",
        Slot,
        r"\b(?:is|'s|am|'m|are|'re) due (?:in|on|at the end of|next|any day|any minute)\b|\bdue date\b|\btraining for (?:the |a |an |my |our |his |her )?(?:[\w-]+ ){0,3}(?:marathon|half|10k|5k|triathlon|ironman|race|ultra|sportive|swim|trek|challenge)\b|\b(?:trip|holiday|vacation|flying to|flight to|planning|plan to|plans? (?:for|to)|booked|wedding|honeymoon|interview|appointment|gig|concert|exam|going to \w+ (?:in|next|this|for))\b|\bgoing to (?:climb|run|do|walk|cycle|swim|hike|visit|see|try|enter|sit|take) (?:\w+ ){0,3}(?:in|on|next|this|at) |\bsigned (?:up|on) (?:for|to do|to run|to climb) |\b(?:'re|'m|are|am|is|'s) off to (?-i:[A-ZÀ-Þ][a-zß-ÿ]+) (?:in|on|next|this|for)\b|^next (?:up|on the list|stop|trip)(?: is|'s) (?-i:[A-ZÀ-Þ])",
        Yield::Slot("plan"),
        &[
            "next up is Japan in the autumn",
            "next on the list is Peru, booked for May",
            "next stop's Lisbon at Easter",
            "I'm going to climb Ben Nevis in August",
            "I've signed up for the Great North Run",
            "we're off to Crete in June",
            "we booked a week in Crete",
            "my sister's wedding is in August",
            "I've got a dentist appointment on the 4th",
            "my sister's due in October",
            "Kemi is due any day now",
            "our due date is the 3rd of May",
            "I'm training for the Berlin Marathon",
            "she's training for a sprint triathlon",
            "training for my first 10k",
        ],
    ),
    rule(
        "language",
        Slot,
        concat!(
            r"\b(?:speak|speaks|speaking|learning|learn|fluent in|lessons in|studying|practising|practicing|brushing up on|brushing up my) (?:\w+ )?(?:",
            languages!(),
            r")\b|\bduolingo\b|\b(?:",
            languages!(),
            r") (?:on (?:an|the|my|her|his) app|lessons|classes|class|night school|evening classes|evening class|course|tutor|tutoring|conversation group|homework)\b|\b(?:minutes|an hour|hours|half an hour|half hour|quarter hour|quarter of an hour|bit) of (?:",
            languages!(),
            r")\b"
        ),
        Yield::Slot("language"),
        &[
            "I'm learning Korean for a trip",
            "I speak fluent Dutch",
            "I'm brushing up my Italian on Duolingo",
            "twenty minutes of German before bed, every night",
            "Portuguese lessons on Thursdays with a tutor",
            "mostly Welsh on an app on the bus",
        ],
    ),
    rule(
        "email",
        Slot,
        r"\b[\w.+-]+@[\w-]+\.[\w.-]+\b|\be-?mail(?: address)?(?: is|'s)\b",
        Yield::Slot("email"),
        &[
            "my email's jo.b@example.org",
            "reach me at sam_k@mailbox.net from now on",
            "my work e-mail is the one ending in dot gov",
        ],
    ),
    Rule {
        counter: &[
            "my email address is jo@example.org",
            "I need to address the leak in the roof",
            "the keynote address is at ten",
        ],
        unless: Some(r"@|\be-?mail\b"),
        ..rule(
            "postal_address",
            Slot,
            r"\b(?:my|our|his|her|their) (?:new |home |postal |current )?address(?: is|'s| has changed to| changed to)\b|\b(?:new|delivery|postal|forwarding) address(?: for (?:the |my |our )?[\w-]+(?: [\w-]+)?)?(?: is|'s|:|,)|\b(?:flat|apartment|apt|unit) \d+[a-z]?,? \d+[a-z]? (?-i:[A-Z][a-z]+)(?: (?-i:[A-Z][a-z]+))? (?:road|street|lane|avenue|close|drive|way|crescent|place|terrace|gardens|court|grove|row|square|hill|rise|walk|mews)\b|\b(?:(?:i'm|i am|we're|we are|he's|she's|they're) (?:now )?|(?:live|lives|living|lived|reside|resides|resided|residing) )at (?:(?:flat|apartment|apt|unit) \d+[a-z]?,? )?\d+[a-z]? (?-i:[A-Z][a-z]+)(?: (?-i:[A-Z][a-z]+))? (?:road|street|lane|avenue|close|drive|way|crescent|place|terrace|gardens|court|grove|row|square|hill|rise|walk|mews|view|parade|green|park|gate|quay|wharf|yard|vale|heights|meadows|fields|wynd|end)\b",
            Yield::Slot("address"),
            &[
                "new address for deliveries: 5 Kiln Lane, Frome",
                "delivery address is 22 Park Row",
                "forwarding address for my post is my mum's",
                "my address is now 27 Mill Lane, Hereford",
                "our new address is Flat 3, 9 Quay Street",
                "her home address has changed to 14 Birch Close",
                "I'm at 14 Marlow Road, flat 3",
                "it's flat 5, 14 Marlow Road",
                "we're now at 2 Fern Hill Crescent",
                "we live at 8 Tanner Row in York",
                "she's living at 31a Kings Road now",
                "I lived at 4 Gable Mews until March",
                "I reside at 9 Quarry View, Bodmin",
                "my aunt resides at 40 Station Parade",
                "we're residing at 2 Orchard Heights for now",
            ],
        )
    },
    Rule {
        counter: &[
            "my lucky number is 7",
            "my locker number is 212",
            "a new number one single",
        ],
        ..rule(
            "phone_number",
            Slot,
            r"\b(?:my|our|his|her|their) (?:new |mobile |cell |phone |home |work |landline |contact )*(?:number|mobile)(?: is|'s| has changed to| changed to| now)\b|\b(?:mobile|phone|cell|landline|contact) number\b|\b(?:got|have|getting|'ve got|has) (?:a )?new (?:mobile |phone |cell )?number\b|^new (?:mobile |phone |cell )?number\b|\b0\d{3,4} ?\d{3} ?\d{3,4}\b|\+\d{1,3}(?: ?\d){9,12}\b",
            Yield::Slot("phone_number"),
            &[
                "my mobile number is 07700 900123",
                "I've got a new number, it's 07911 123456",
                "I have new number, 655 111 222",
                "she has new mobile number now",
                "we got new phone number after the move",
                "her phone number changed to 0161 496 0000",
                "new number, it's 07700 900 555",
                "you can reach me on 0113 496 0777 now",
                "his is +44 7700 900 321 since he switched",
            ],
        )
    },
    // "Ben transferred to Cardiff to study law": a move of university.
    rule(
        "study_transferred",
        Slot,
        r"\b(?:transferred|transferring|transfers|moved|moving|switched|switching) (?:over |across )?to (?-i:[A-Z][\w'-]+)(?: (?:uni|university|college))? (?:for (?:(?:his|her|their|my|our|the) )?(?:first|second|third|fourth|final|last) year|to (?:do|study|read|finish) )",
        Yield::Slot("study"),
        &[
            "she's transferred to Exeter for her final year",
            "Ben transferred to Cardiff to study law",
            "I switched to Durham for second year",
        ],
    ),
    Rule {
        counter: &[
            "I dropped the twins at nursery",
            "nursery fees went up again",
            "the school run was chaos",
            "he took a teaching post at the college",
            "she's got a job with the university in admissions",
            "I work at a sixth form college as a technician",
            "we moved to Leeds for his job",
            "the boiler's in its tenth year now",
            "the car's a 2015 model",
        ],
        // "a post at the college", "a job with the university": work at
        // a place of study is work.
        unless: Some(
            r"\b(?:post|job|role|position|contract|work|works|working|teaching|lecturing|lecturer|tutor|teacher|technician|admin) (?:at|with|for) (?:the|a|an) (?:[\w-]+ ){0,2}(?:college|university|uni|school)\b",
        ),
        ..rule(
            "study",
            Slot,
            concat!(
                r"\b(?:studying|degree|masters|master's|phd|undergrad|university|uni|college|dissertation|thesis|bootcamp|apprenticeship|enrolled|graduated|graduating)\b|\b(?:first|second|third|fourth|final) year (?:of|studying|reading|doing) [a-z]+\b|\b(?:got|given|offered|accepted|won|has|have|'s got) (?:a|her|his|their|my|our) place at (?-i:[A-Z][\w']*)|\bqualified(?:[.!,]|$| as\b| in\b| last\b| this\b| on\b| at\b)|\b(?:a[- ]levels?|gcses?|highers|btecs?)\b|\b(?:switched|changed|swapped) (?:courses?|degrees?|subjects?|schools?)\b|\b(?:moved|moving|switched|transferred) (?:to )?a new school\b|\b(?:doing|reading|switched to|changed to|transferred to|moved over to|swapped to) (?:a (?:degree|masters|phd|course|ba|bsc|ma|msc) in )?(?:[a-z]+(?:al|ic|ical|ive|ary|ed) )?(?:",
                subject_nouns!(),
                r")\b|\b(?:is|'s|are|'re) (?:now |still |both )?(?:in )?(?:year|yr) (?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen)\b(?: now| this year| at| and|\s*[,.;!]|\s*$)|\b(?:is|'s|are|'re) (?:now |still )?at (?-i:[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}),? (?:in )?(?:year \d+|reception|nursery|p\d|primary \d|the infants|the juniors)\b|\b(?:goes to|go to|started at|starts at|mov(?:ed|ing) (?:up |over |across )?to|transferred to|is at|'s at) (?-i:(?:[A-Z][\w']*\s){1,3})(?:primary|secondary|high school|high|grammar|academy|school|nursery|infants|juniors|college|montessori|prep)\b|\b(?:goes to|go to|going to|start|started|starts|starting|started at|starts at|starting at|moved to|moving to|(?:moved|moving|gone|going|went|goes) up to|switched to|transferred to|is in|'s in|is at|'s at) (?:(?:the|a|big|local|new) ){0,2}(?:nursery|pre-?school|playgroup|reception|kindergarten|daycare|sixth form|big school|primary school|primary|secondary school|secondary|high school|middle school|academy|grammar school|grammar|comprehensive|comp)\b|\bat (?-i:(?:[A-Z][\w']*\s){1,3})(?:primary|secondary|high school|high|grammar|academy|school|nursery|elementary|middle school|junior high)\b|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\d{1,2}(?:st|nd|rd|th)) grader\b|\b(?:i'm|im|i am|is|'s|are|'re) (?:now |still )?(?:an? (?:freshman|sophomore|junior|senior) )?at (?:[a-z][\w']* ){1,3}(?:high school|high|elementary|middle school|junior high|academy)\b|\b(?:start(?:ed|ing|s)?|begin(?:ning|s)?|began|doing|do|does) (?:a |an |my |the |her |his |their )?(?:master'?s?|msc|mba|mphil|phd|pgce|bsc|doctorate|foundation year)\b|\b(?:goes to|go to|going to|started at|starts at|starting at|moved to|moving to|(?:moved|moving|gone|going|went|goes) up to|switched to|transferred to|is at|'s at|are at|'re at|in|into) (?-i:(?:Ysgol|Scoil|Gaelscoil|Coláiste|Colaiste|Lycée|Lycee|Collège|Escuela|Colegio|Gymnasium|Realschule|Gesamtschule) [A-ZÀ-Þ])|\b(?:in|into) (?:year|class|standard|std) (?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen)\b|\b(?:in|into|start(?:ed|s|ing)?|going into|gone into|moved up to|moving up to) (?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) grade\b|\b(?:mov(?:ed|ing)|gone|going|went|transferred|switched) (?:schools? )?to (?-i:(?:[A-Z][\w']*\s){1,3})for (?:sixth form|year \d{1,2}|reception|secondary|(?:her |his |their )?(?:a-levels|a levels|gcses|highers))\b"
            ),
            Yield::Slot("study"),
            &[
                "our youngest is a fourth grader at Oak Hill Elementary",
                "im a junior at westfield high",
                "now im at lincoln park high, dont know anyone",
                "she's a sophomore at east side high school",
                "she's at Hawthorne Middle School now",
                "my son is a 2nd grader at Pine Ridge",
                "second year of history at Leeds for me",
                "she's in her final year studying nursing",
                "my first year of medicine starts in October",
                "she's started at the academy after half term",
                "Ollie's at St Mark's, Year 2",
                "Zara's year six, Holy Trinity primary",
                "the twins are in year 10 now",
                "he's yr 8 at the academy",
                "she's at Holy Cross in Reception",
                "the twins are still at Greenfield, Year 5",
                "he goes to the grammar school in town",
                "our eldest moved up to the comp this year",
                "I'm doing a masters in urban planning",
                "she's got a place at Durham to read law",
                "he's been offered a place at St Mary's",
                "Amara was given her place at Greenfield in the end",
                "she's moved to a new school in Leith",
                "she starts fifth grade in the fall",
                "Noah's going into 7th grade",
                "Jess moved up to secondary in the autumn",
                "he's going up to the big school in September",
                "our youngest is moving up to high school next year",
                "they started first grade together",
                "he changed schools after the bullying",
                "they've transferred to a new school this term",
                "I'm in my second year at uni",
                "I enrolled on a coding bootcamp",
                "I'm starting my masters in January",
                "she's doing an MSc in ecology",
                "he began his PhD at Exeter in October",
                "she's at Ysgol Glan Clwyd now",
                "our boys go to Scoil Bhríde up the road",
                "Maël started at Lycée Victor Hugo in September",
                "my son goes to Fairfield Academy",
                "the twins go to Westfield Infants",
                "my daughter's at Ashdown Prep",
                "he's at St Luke's Juniors",
                "she's moved up to Castle Hill High this year",
                "Oscar moved over to Brookside Primary after half term",
                "he's moving up to Kingsbury Grammar in September",
                "Isla started at Hill View primary in September",
                "Tom's started at the secondary school up the hill",
                "she starts at the big school in September",
                "our youngest is starting at the local nursery",
                "she's in year nine at Kingsway",
                "Leo's going into year two",
                "she is studying in class 8",
                "my son has passed into standard 6",
                "Anvi is in class nine this year",
                "he's in 4th grade now",
                "my daughter's at Oakfield High School",
                "he's at Redland Green School now",
                "our youngest goes to nursery on Mondays",
                "my son start the primary school this September",
                "she's starting secondary in the autumn",
                "Kai goes to high school now",
                "Kit's starting reception in September",
                "she's in sixth form now",
                "my daughter's moved to St Mary's for sixth form",
                "he's moving to Kingsbury High for year 7",
                "she transferred to Holy Cross for her A-levels",
                "he's doing pharmacology now",
                "she switched to law after first year",
                "Leila switched to biomedical science",
                "he's doing applied maths at Bath",
                "I moved over to environmental science",
                "I'm reading history at Durham",
                "we both changed courses in January",
                "graduated with a first in July",
                "doing maths and physics for A-levels",
            ],
        )
    },
    rule(
        "membership",
        Slot,
        r"\b(?:gym|leisure centre|climbing wall|club|membership|member of|joined (?:a|the))\b|\b(?:train|trains|training|trained|work out|works out|working out|worked out) at (?:the )?(?-i:[A-Z][\w&-]+)",
        Yield::Slot("membership"),
        &[
            "I train at Anytime Fitness by the station",
            "she works out at Pure Lift most mornings",
            "we're training at the Foundry now",
            "I joined the gym on Dock Street",
            "I'm a member of the rowing club",
            "we cancelled the leisure centre membership",
        ],
    ),
    rule(
        "device",
        Slot,
        r"\b(?P<value>(?:iphone|pixel|galaxy|ipad|kindle|macbook|fairphone)(?: (?:pro|max|plus|ultra|mini|air|fold|flip|se|note|[sa]?\d+[a-z]?))*)\b|\b(?P<value2>(?:samsung|oneplus|moto|motorola|nokia|xiaomi|huawei|oppo) (?:galaxy )?[a-z]{0,2}\d+[a-z]*(?: (?:pro|max|plus|ultra|lite|fe))?)\b|\b(?:phone|mobile|android|smartphone|laptop|chromebook|smartwatch)\b|\btablet\b(?: (?:computer|screen|charger|case)\b|\s*[,.!?]|\s*$| (?:is|was|has|died|broke|now|for|from)\b)|\b(?:my|her|his|their|our|new|old|a) tablet\b",
        Yield::Slot("device"),
        &[
            "I've just bought a OnePlus 12",
            "my dad still uses a Nokia 3310",
            "swapped to a Samsung A55 on contract",
            "I've gone from a Pixel 6 to an iPhone 15 Pro",
            "she's on a Galaxy S23 Ultra now",
            "my old iPad Air finally died",
            "my phone is an old iPhone SE",
            "my mobile's a battered Nokia",
            "switched my mobile over to Lebara",
            "I use a Chromebook for uni",
            "we got the kids a tablet",
        ],
    ),
    rule(
        "hobby",
        Slot,
        r"\b(?:took up|taken up|taking up|hobby|hobbies|pottery|knitting|crochet|painting|drawing|hiking|climbing|bouldering|running|jogging|cycling|swimming|yoga|pilates|chess|guitar|piano|violin|cello|drums|clarinet|flute|saxophone|trumpet|ukulele|harp|accordion|trombone|singing|choir|dancing|gardening|baking|photography|fishing|surfing|skiing|birdwatching|birding|woodwork|sewing|rowing|kayaking|football|tennis|golf|cricket|rugby|netball|badminton|volleyball|basketball|karate|judo|boxing|marathon|triathlon|allotment|gaming)\b",
        Yield::Slot("hobby"),
        &[
            "I took up woodwork over lockdown",
            "bouldering twice a week keeps me sane",
            "I sing in a community choir",
        ],
    ),
    rule(
        "dislikes",
        Slot,
        r"\b(?:hate|hates|can't stand|cannot stand|dislike|dislikes|(?:don't|doesn't|do not|does not|didn't|never) (?:really |much |particularly |actually )?(?:like|liked|enjoy|enjoyed)|not a (?:big )?fan of|not keen on|loathe|detest|can't bear|not into)\b|^(?P<value>[\w-]+)(?: [\w-]+){0,2} (?:bore|bores) (?:me|us)\b",
        Yield::Slot("dislikes"),
        &[
            "I can't stand coriander",
            "I don't really like musicals",
            "she doesn't like the cold much",
            "we never liked camping",
            "not a big fan of horror films",
            "I really dislike crowded beaches",
            "Beach holidays bore me senseless",
            "golf bores me to tears",
            "museums really bore us, we'd rather walk",
        ],
    ),
    // "So much love in that room", "their love keeps me going", "time with
    // my loved ones": "love" as a thing had, given or shared is not a
    // liking. "Into" is a liking only after being or getting ("I'm really
    // into", "got into"), not "ran into a friend" or "put work into it".
    Rule {
        unless: Some(
            r"^(?:(?:so|such|with) )?(?:much|lots of|plenty of|all the|sending) love\b|\b(?:my|our|their|his|her|your|the|such|much|this|that|shared|give|gives|gave|giving|offer|spread|show|send|sending|unconditional) love\b|\bloved ones?\b",
        ),
        counter: &[
            "So much love and kindness at the party",
            "lots of love to your mum",
            "sending love from all of us",
            "their love for each other keeps me going",
            "I'm ready to give love to a child",
            "we went for a walk with our loved ones",
            "I ran into an old friend at the market",
            "she put months of work into that quilt",
        ],
        ..rule(
            "likes",
            Slot,
            r"\b(?:love|loves|loved|likes|enjoy|enjoys|enjoyed|adore|fans? of|(?:'m|'re|'s|am|are|is|was|were|been|be|get|gets|got|getting|gotten|really|so|totally|big|very|super|quite|properly|seriously|more|still|now|mostly|mainly|also|kinda|massively|hugely|deeply|huge|bit|little) into|obsessed with|hooked on|keen on|mad about|crazy about|fond of|(?:'m|'re|'s| am| are| is) (?:really |so |totally |just )?all about)\b|\b(?:i|we|they|she|he|really|also|do|does|did|would|quite|actually|still|now|kinda|genuinely|totally) like\b|\b(?:i'm|i am|she's|he's|we're|now|become|became) (?:a |an )?(?:total |complete |proper |full )?(?P<value>[\w-]+) converts?\b",
            Yield::Slot("likes"),
            &[
                "I'm all about sourdough at the moment",
                "she's totally all about K-pop these days",
                "we're all about the slow cooker this winter",
                "I adore old Hitchcock films",
                "I'm really into sea swimming",
                "we're big fans of Georgian food",
                "after a week in Spain I'm a beach convert",
                "she's a total tofu convert now",
                "we're proper sourdough converts",
            ],
        )
    },
    // ---- how long it holds ---------------------------------------------
    // Before the named window: "for the next month" is a span, where
    // "next month" alone names when.
    rule(
        "duration",
        Scope,
        r"\bfor (?:at least |about |around |roughly |a good |another |the next )?(?:a |an )?(?P<n>\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of)? ?(?:whole |full |long )?(?P<unit>days?|weeks?|months?|fortnights?)\b",
        Yield::Scope(Window::Duration),
        &[
            "I'm in a sling for six weeks",
            "we're renting for a few months",
            "on antibiotics for ten days",
            "my parents are here for the next fortnight",
            "she's away for a fortnight",
            "we're house-sitting for two fortnights",
            "no football for at least a month",
            "I'm off work for about three weeks",
            "staying with Dad for a good fortnight",
            "in plaster for six whole weeks",
            "I'm covering reception for the next month",
        ],
    ),
    // "from next month", "starting tomorrow": when something begins, with
    // no end; only a window named alone ends with it.
    Rule {
        counter: &[
            "the rent goes up to £900 from next month",
            "starting next week I'm on nights",
            "as of tomorrow I'm vegetarian",
        ],
        unless: Some(
            r"\b(?:from|starting|as of|beginning|effective|after) (?:this|next|today|tonight|tomorrow)\b",
        ),
        ..rule(
            "named_window",
            Scope,
            r"\b(?P<which>this|next) (?P<unit>week|weekend|month|fortnight)\b|\b(?P<day>today|tonight|tomorrow)\b",
            Yield::Scope(Window::Named),
            &[
                "this week I'm working from Oslo",
                "I'm covering the Leeds office this fortnight",
                "this fortnight we're house-sitting for my aunt",
                "I'm off sick today",
                "we're at my in-laws this weekend",
            ],
        )
    },
    // "my arm's in a sling, six weeks they reckon": a duration said as an
    // aside at the end, not "…, three weeks ago".
    rule(
        "duration_aside",
        Scope,
        r",\s*(?:about |around |roughly |maybe |probably |another )?(?:a |an )?(?P<n>\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of)? ?(?P<unit>days?|weeks?|months?|fortnights?)(?:\s+(?:of (?:them|it|those|that)|they reckon|they said|they think|apparently|tops|or so|at least|minimum|at most))?\s*[.!]*$",
        Yield::Scope(Window::Duration),
        &[
            "my wrist's in a splint, six weeks they reckon",
            "the road's closed, a fortnight apparently",
            "I'm sleeping on the sofa bed, about ten days or so",
            "I'm on steroids for my chest, five days of them",
        ],
    ),
    // "a five-day course of steroids": a course lasts what it is named by.
    rule(
        "course_of",
        Scope,
        r"\b(?:an?|the|another) (?:(?P<n>\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen)[- ])?(?P<unit>day|week|month|fortnight)(?:'s|s'|-long)? course\b",
        Yield::Scope(Window::Duration),
        &[
            "the GP gave me a five-day course of steroids",
            "I'm on a fortnight's course of antibiotics",
            "it's a three-week course of physio",
        ],
    ),
    rule(
        "until",
        Scope,
        r"\b(?:until|till|til|up to) (?:the )?(?P<when>\d{1,2}(?:st|nd|rd|th)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|end of (?:the )?(?:week|month|january|february|march|april|may|june|july|august|september|october|november|december)|january|february|march|april|may|june|july|august|september|october|november|december|easter|christmas|xmas|new year|the (?:spring|summer|autumn|fall|winter))\b",
        Yield::Scope(Window::Until),
        &[
            "covering the class until Easter",
            "the pool's shut till Christmas",
            "I'm on a sabbatical until the summer",
            "I'm on call until Thursday",
            "the office is shut till the 3rd",
            "I'm in Madrid until the end of the month",
            "on earlies until the end of June",
        ],
    ),
    // "off sugar for the whole of February": a month, the whole of it.
    Rule {
        counter: &[
            "I paid for January already",
            "the whole of March was a blur",
            "I'll book for February",
        ],
        ..rule(
            "through_a_month",
            Scope,
            r"\b(?:(?:for|during) (?:the (?:whole|entire|rest) of|all of)|all through|throughout) (?P<when>january|february|march|april|may|june|july|august|september|october|november|december)\b",
            Yield::Scope(Window::Until),
            &[
                "I'm off sugar for the whole of February",
                "no takeaways throughout March",
                "we're in Crete for the rest of August",
                "she's on nights all through November",
            ],
        )
    },
    // "doing dry January", "sober October", "a plastic-free July": a
    // month-long pledge named by its month ends with the month.
    Rule {
        counter: &[
            "January is always a dry month for me",
            "we had a dry March, the garden's parched",
            "I stopped drinking in October",
        ],
        unless: Some(r"\b(?:had|was|were) an? (?:dry|sober)\b"),
        ..rule(
            "a_month_pledged",
            Scope,
            r"\b(?:doing|do|did|trying|attempting|started|starting|signed up for|taking part in|on) (?:a |the )?(?:dry|sober|alcohol-free|booze-free|sugar-free|plastic-free|meat-free|vegan) (?P<when>january|february|march|april|may|june|july|august|september|october|november|december)\b",
            Yield::Scope(Window::Until),
            &[
                "doing dry January this year, first time ever",
                "I'm trying sober October with my sister",
                "we signed up for a plastic-free July",
            ],
        )
    },
    // "as a kid I played the violin", "netball was my sport at school":
    // a state or habit told in a past frame held then, and is history
    // now. Only states and habits in a frame of childhood or school: "I
    // moved to Leeds as a kid" still holds, and "years ago" may frame a
    // change ("Turin was home until a job brought me here years ago").
    Rule {
        counter: &[
            "I moved to Leeds years ago",
            "I played rugby as a kid and still do",
            "my son is at school till three",
            "as a kid I was scared of dogs, now we have two",
            "I met my wife at uni",
            "we bought the house years ago",
        ],
        unless: Some(
            r"\b(?:now|still|these days|nowadays|anymore|any more|again|ever since|since then|to this day|until|till)\b",
        ),
        ..rule(
            "past_frame",
            Scope,
            r"\b(?:was|were|used to be|played|did|had|loved|liked|hated|adored|lived|worked|owned|drove|rode|swam|sang|studied|learned|learnt|collected|kept|wanted to be)\b[^.;,]*\b(?:at (?:school|uni|university|college|primary|secondary|sixth form)|as (?:a |an )?(?:kid|child|teenager|teen|youngster|student|boy|girl|little one|undergrad)|when (?:i|we) (?:was|were) (?:a |an )?(?:kid|kids|child|children|teenager|teenagers|little|young|younger|small|student|students|at school|in school|\d+|[a-z]+teen)|growing up|back in the day|in the old days|in my (?:youth|teens|school days|student days))\b|^(?:as (?:a |an )?(?:kid|child|teenager|teen|youngster|student)|growing up|back in the day|in the old days|at school|when (?:i|we) (?:was|were) (?:a |an )?(?:kid|kids|child|little|young|younger|small|teenager|\d+)),? (?:i|we|my [a-z]+|our [a-z]+) (?:was|were|played|did|had|loved|liked|hated|adored|lived|worked|owned|drove|rode|swam|sang|studied|learned|learnt|collected|kept|wanted to be)\b",
            Yield::Scope(Window::Past),
            &[
                "as a kid I played the violin",
                "I was mad about horses when I was little",
                "growing up we had chickens",
                "netball was my sport at school",
                "I worked Saturdays in a bakery in my teens",
                "back in the day I drove a Capri",
            ],
        )
    },
    // "I pay £620 a month now": a sum paid by the month or week, read as
    // the rent only right after where the speaker lives (by name only).
    rule(
        "paid_by_the_month",
        Standalone,
        r"\b(?:i|we|i'm|we're) (?:now |only |still )?(?:pay|paying) (?:about |around |roughly |just |only )?(?:£|\$|€)?\d[\d,.]*k? (?:a|per|each) (?:month|week|calendar month)\b|\b(?:£|\$|€)?\d[\d,.]* ?pcm\b",
        Yield::Skip(SkipReason::Setting),
        &[
            "I pay £620 a month now",
            "we're paying 1,100 a month for it",
            "it's £875 pcm with bills",
        ],
    ),
    // ---- who speaks --------------------------------------------------------
    // "Still in the Hove rental", "Back in Leeds after the year away":
    // where the speaker is, said without "I'm".
    Rule {
        counter: &[
            "Back in the day I drove a Capri",
            "still in the post, apparently",
            "Now in its tenth year, the fair is huge",
        ],
        unless: Some(
            r"^back in (?:the day|(?:19|20)\d\d)\b|^(?:still|now|currently|back) in (?:the )?(?:post|box|oven|fridge|freezer|wash|washing|shop|shops|queue|system|pipeline|works)\b",
        ),
        ..rule(
            "implied_speaker_still_somewhere",
            Subject,
            r"^(?:still|now|currently|back) (?:(?:living|renting|based|staying|down|up|over|out) )?(?:in|at) (?:the |a |my |our |(?-i:[A-Z]))",
            Yield::ImpliedSpeaker,
            &[
                "Still in the Hove rental, saving hard",
                "Back in Leeds after the year away",
                "currently at my mum's while the kitchen's done",
                "now living in Frome, loving it",
            ],
        )
    },
    Rule {
        counter: &[
            "Seeing someone cry like that was awful",
            "seeing somebody in pain is hard",
            "dating a man who lies made me wary",
        ],
        unless: Some(
            r"^\w+ (?:someone|somebody) (?:[a-z]+ing|cry|do|be|get|go|like|in pain)\b|\b(?:was|were|is) (?:so |really |quite |very )?(?:awful|hard|weird|strange|lovely|amazing|sad|horrible|tough|difficult)\b|\bmade me\b",
        ),
        ..rule(
            "implied_speaker_seeing_someone",
            Subject,
            r"^(?:(?:also|still|now|actually|finally) )?(?:seeing|dating|going out with) (?:someone|somebody|a (?:[\w-]+ )?(?:guy|girl|man|woman|lad|bloke|lass|fella|chap)\b)|^(?:(?:also|still|now|actually|finally) )?(?:dating|going out with) (?-i:[A-Z][a-z]+)\b",
            Yield::ImpliedSpeaker,
            &[
                "Seeing someone new, it's going well",
                "dating a lovely guy from the climbing wall",
                "going out with Priya since the summer",
                "still seeing somebody from the running club",
            ],
        )
    },
    Rule {
        counter: &[
            "Red wine gives me a headache",
            "Don't forget your umbrella",
            "Don't worry about it",
            "Don't get discouraged, keep going",
            "Don't feel bad about it",
            "Can't wait to see you",
            "Never mind",
            "Tessa sold the flat",
            "love and patience matter most",
            "seeing the harbour again, at last",
            "something came up at work",
            "Swimming pool's shut for repairs",
            "parking permit's run out",
            "cooking class's moved to Thursdays",
            "Ahmed is coming round later",
            "Mohammed and I went to the match",
            "Pudding died last weekend",
            "Dumpling is fourteen now",
            "Nutmeg has a vet visit on Monday",
            "sober October was easier than I thought",
            "vegan food is so much better now",
            "single parents have it hard",
            "Gardening and cycling are how I unwind",
            "Hanging out with them has been a big help",
            "Reading about old ships and visiting museums fascinates me",
            "Love your new haircut!",
            "Working with them would be really cool",
            "Hiking up there would be amazing",
            "Working together, we can clean up the park",
            "Looking back, I should have taken the job",
            "Thinking about it, they were right",
            "challenging but fulfilling",
            "exhausting, but so rewarding",
            "Terrifying and thrilling at the same time!",
            "humbling, honestly",
            "Took some trial and error but it works now",
            "took ages to get the hang of",
            "took a lot of convincing, but she said yes",
            "Really made me think about my grandad",
            "Got me wondering whether to move",
            "Taught us a lot about patience",
            "Reminded me of our honeymoon in Crete",
        ],
        unless: Some(
            r"^\w+ing(?: and \w+ing)? (?:[\w'-]+ ){0,6}?(?:and \w+ing (?:[\w'-]+ ){0,3}?)?(?:is|are|was|were|has|have|fascinates|fascinate|makes|make|helps|help|keeps|gives|brings|means|calms|relaxes|inspires|reminds|lets|teaches|would|could|will|might|should|must|can|sounds|seems|looks|feels)\b|^\w+ing \w+'s\b|^\w+ing (?:died|passed|is|was|has|had|does|did|needs|loves|hates|sleeps|eats|gets|got|went|came|seems|looks|sounds|makes|made|keeps|kept|helps|helped)\b|^(?:seeing|having|sharing|making|being|knowing|getting|watching|hearing|feeling|finding|spending|thing|nothing|something|anything|everything|morning|evening|spring|wedding|meeting|building|king|sibling|during|ceiling|string|bring|sing|ring|darling|amazing|interesting|exciting|boring)\b|^\w+ing\b[^,]{0,40}, (?:we|i|you|they|he|she|it|we'll|we're|i'll|i'm)\b|^(?:took|takes|taking) (?:(?:some|a lot of|a bit of|loads of|lots of|a fair bit of|a little|a good|so much) )?(?:trial and error|time|work|effort|practice|patience|getting used to|while|ages|forever|years|months|weeks|days|hours|convincing|persuading)\b|^(?:(?:really|just|also|then|actually|still|totally|definitely|honestly|kind of|kinda) )?(?:made|got|had|kept|left|sent|gave|took|told|let|helped|taught|reminded|showed|brought|pushed|inspired|encouraged|motivated|forced|led|drove|saw|set) (?:me|us)\b|^(?:so |really |very |pretty |quite )?(?:challenging|rewarding|fulfilling|exhausting|tiring|frustrating|terrifying|overwhelming|confusing|surprising|stunning|refreshing|humbling|depressing|disappointing|encouraging|satisfying|thrilling|daunting|draining|heartbreaking|heartwarming|breathtaking|nerve-wracking|eye-opening|life-changing)(?:[,.!]|$| (?:but|and|yet|though|too|at times|sometimes|honestly)\b)",
        ),
        ..rule(
            "implied_speaker",
            Subject,
            r"^(?-i:(?:[Jj]ust |[Ff]inally |[Aa]lso |[Tt]hen |[Aa]ctually |[Ss]till |[Rr]ecently |[Ee]ventually |[Aa]lready |[Oo]nly |[Bb]arely )?(?:[Ss]old|[Ww]ent|[Gg]ot|[Bb]ought|[Mm]ade|[Tt]ook|[Hh]ad|[Qq]uit|[Ll]eft|[Gg]ave|[Ff]ound|[Mm]et|[Rr]an|[Ss]aw|[Dd]id|[Bb]roke|[Ff]ell|[Ss]pent|[Pp]aid|[Ss]ent|[Ww]on|[Ll]ost|[Cc]ut|[Kk]ept|[Pp]ut|[Ss]et|[Bb]uilt|[Dd]rove|[Tt]old|[Bb]egan|[Ss]tarted|[Pp]assed|[Ff]inished|[Cc]ompleted|[Ee]nrolled|[Aa]pplied|[Rr]esigned|[Dd]oing|[Gg]oing|[Gg]one (?:over|back|off|across|down|up|vegan|veggie|vegetarian|teetotal|sober|freelance|part-time|full-time)|[Ss]tarting|[Ff]inishing|[a-z]{3,}ed|[A-Za-z][a-z]{2,}ing)) |^(?-i:[A-Z][a-z]+ed) (?:to|the|a|an|my|our|myself|ourselves|up|out|in|on|off|over|back|into|onto|for|with|as|at|from|by|across|round|around|through|away|abroad|house|home|jobs|banks|schools|gyms|teams|yesterday|today|last|this|recently|again|twice|redundant|it|them|some|all|(?:two|three|four|five|six|seven|eight|nine|ten|\d+) (?:minutes|seconds|mins|secs|hours|kilos|kg|pounds|stone|miles|km|inches)|(?-i:[A-Z][a-z]+)|[a-z]{3,}ing)\b|^(?-i:[A-Z][a-z]+ed) and (?:got|bought|booked|went|signed|joined|started|took|had|sold|made|ordered|picked|put|paid|rang|called)\b|^(?:still |usually |always |often |normally |mostly )?(?:up|awake) (?:till|until|past|at|by|before) (?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|midnight|dawn|late|the early hours)|^(?-i:[Ww]ish) (?:i|i'd|we|we'd|my|our)\b|^(?-i:[Bb]een) (?:[a-z]{2,}ing|so|really|super|pretty|busy|away|to|off|on|at|in|back)\b|^(?-i:[Ww]as) (?:so|really|super|pretty|a bit|quite|very|totally|off|away|out|in|at|busy|nervous|tired|sick|ill|late)\b|^(?:love|loved|enjoy|enjoyed|hate|hated|adore|adored) (?:\w+ing|to|a|an|my|our|some|good)\b|^(?:can't|cannot|can not|couldn't) (?:stand|bear|stomach|abide|handle|get enough of)\b|^(?:still )?(?:not |never )?(?:used to|getting used to) (?:the|how|it|this|being|\w+ing)\b|^(?:down|up) to (?:\d|a |an |one|two|three|four|five|six|seven|eight|nine|ten)|^(?:gonna|wanna|hoping to|planning to|planning on) (?:[ac-z]\w*|b[a-df-z]\w*|be\w+)\b|^(?:(?:just |finally )?(?:back|home) from\b|back (?:on|to|in|at|onto|into|with|home)|off (?:dairy|meat|sugar|gluten|booze|alcohol|caffeine|coffee|carbs|the booze|the drink|the fags|work|sick)|on (?:keto|paleo|slimming world|weight watchers|a diet|a detox|a cleanse|the [\w-]+ diet|statins|antibiotics|steroids|nights|lates|earlies|maternity leave|paternity leave|sick leave|furlough|the sick)(?:[,.!]|$| (?:now|right now|at the moment|for now|since|again|these days|this|till|until)\b))\b|^(?:didn't|haven't|hadn't|can't|cannot|couldn't|won't|wasn't|never) (?:been|had|got|gotten|get|go|gone|be|eat|eaten|drink|drunk|drive|driven|see|seen|play|played|work|worked|sleep|slept|manage|managed|make|made|hear|heard|touch|touched|smoke|smoked|ride|ridden|swim|swum|afford)\b|^don't (?:feel like|eat|drink|drive|smoke|own|live|really|actually|even|usually|have (?:a|an|any|the|my|kids|children|pets|time)\b)|^(?:still )?(?:not )?(?:yet )?(?:married|engaged|retired|qualified|divorced|separated|pregnant|single|vegan|vegetarian|veggie|teetotal|sober)(?:\s*[,.!;]|\s*$| (?:yet|now|anymore|any more|at the moment|for now|since|again|to|for|last|this|in|and|but|though|either)\b)",
            Yield::ImpliedSpeaker,
            &[
                "Sold the bike last week",
                "Knocked three minutes off my 5k at the weekend",
                "Dropped two stone since January",
                "Shaved 40 seconds off the loop this morning",
                "Treated myself to a massage after the race",
                "Booked myself onto a pottery course",
                "Promised ourselves a week in Skye come June",
                "Recently started learning the cello",
                "Eventually sold the flat after a year on the market",
                "Already booked the venue for June",
                "only managing to swim once a week now",
                "barely getting to the allotment these days",
                "Only doing two shifts at the pub",
                "Didn't get the flat in Hove",
                "Haven't had a drink since January",
                "Never been to Japan",
                "Don't eat pork anymore",
                "can't drive since the operation",
                "Moved house in the spring",
                "Switched banks after the fees went up",
                "Started yesterday at the garden centre",
                "Moved across the corridor to a bigger room",
                "Dyed my hair pink for the festival",
                "Was off sick all last week",
                "Caved and got reading glasses",
                "gone over to oat milk, dairy was wrecking me",
                "Gone back to paper books after a year on the Kindle",
                "gone vegan since January",
                "Still up till two most nights",
                "On keto right now, no bread",
                "Started level 2 this month, same slot",
                "Passed grade 5 piano in the summer",
                "Enrolled on a night course in plumbing",
                "on statins since the heart scare",
                "on maternity leave till March",
                "up at five every day for the cows",
                "usually awake past midnight",
                "Panicked and booked a last-minute flight",
                "Relented and bought the kids a trampoline",
                "was in Leeds for the conference",
                "Was so tired after the wedding",
                "Gonna continue my course and look at careers after",
                "hoping to get a dog in the spring",
                "not married yet, the wedding's in June",
                "single at the moment, the apps are grim",
                "still not qualified, exams in June",
                "planning on a long weekend in Cork",
                "Can't stand aubergine, the texture's awful",
                "can't stomach coffee before noon",
                "cannot bear reality TV",
                "Back from Crete, so brown",
                "just home from the hospital",
                "went for the blue one in the end",
                "finally booked the flights to Porto",
                "just doing nights for now",
                "Planning a long weekend in Cork",
                "learning Welsh on the app every morning",
                "love cooking for a crowd",
                "Love a good thriller on a rainy day",
                "adore my new running shoes",
                "hated having to commute",
                "Switched to nights for the winter",
                "Moved to a bigger flat in March",
                "Joined the rowing club on a whim",
                "Cut down to one coffee a day",
                "kept the old sofa in the end",
                "Drove up to see Mum on Sunday",
                "still not used to the early starts",
                "not used to how dark it gets up here",
                "still getting used to being a dad",
                "Back on the night shifts from Monday",
                "down to 12 stone now",
                "Started learning Spanish in June",
                "Cancelled Spotify to save a bit",
                "Booked Lanzarote for the spring",
                "Married Tom in the end, at the registry office",
                "Stopped drinking coffee after Easter",
                "Been doing loads of overtime lately",
                "been so busy with the move",
                "Been to Lisbon twice this year",
                "up to three shifts a week at the café",
                "down to one coffee before noon",
                "back to square one with the car",
                "off caffeine till the baby comes",
                "Qualified as an electrician in June",
                "Retrained as a nurse after the kids",
                "Promoted to shift manager last week",
                "Made redundant in the spring",
                "Still working on the extension, slowly",
                "Wish I'd learned to swim as a kid",
                "wish we had a garden",
                "Wish my knees were up to it",
            ],
        )
    },
    // ---- replies to the assistant ----------------------------------------
    rule(
        "decline",
        Reply,
        r"\b(?:no thanks|no thank you|nah|not for me|i'll pass|rather not|don't think so|not really|maybe not|not that one|something else)\b",
        Yield::Decline,
        &[
            "nah, not for me",
            "I'll pass on that one",
            "hmm, maybe not, something else?",
        ],
    ),
    Rule {
        counter: &["it is what it is", "well, it is what it is"],
        unless: Some(r"\bwhat it is\b"),
        ..rule(
            "accept",
            Reply,
            r"^(?:(?:ooh|oh|ah|mm|hmm|right),? )?(?:yes|yeah|yep|yup|sure|ok(?:ay)?|sounds (?:good|great|perfect|lovely)|let's (?:do|go with) (?:that|it|the)|i'll (?:do|try|take|go with|have) (?:that|it|the)|i'll give (?:that|it|them|those) a (?:go|try|whirl|shot)|perfect|great idea|good idea|deal|go on then|book it|love that|why not|done|that's the one|(?:[\w'-]+ ){1,3}it is)\b",
            Yield::Accept,
            &[
                "yes, let's do that",
                "sounds perfect, book it",
                "go on then, I'll try it",
                "ooh yes, I'll give that a go",
                "I'll give it a whirl on Saturday",
                "oh, okay, let's do that",
                "Sheldon it is, the kids love it",
                "the Lake District it is then",
                "that's the one, we'll book it",
            ],
        )
    },
    Rule {
        speakers: Assistant,
        ..rule(
            "suggestion",
            Suggestion,
            r"\b(?:you could|you might|how about|what about|why not|i'd suggest|i suggest|i recommend|i'd recommend|try|have you (?:thought about|considered|tried|looked at))\b",
            Yield::Suggestion,
            &[
                "Have you thought about a sea-swimming group?",
                "have you considered a folding bike?",
                "Have you tried the Thai place on Mill Road?",
                "You could try the night bus",
                "How about a short run before work?",
                "I'd recommend the lentil soup",
            ],
        )
    },
];

struct Compiled {
    rule: &'static Rule,
    pattern: Regex,
    unless: Option<Regex>,
}

/// The rules, compiled once: a [`RegexSet`] per stage finds which match in
/// one pass; the matching rule's own pattern then gives its groups.
pub struct RuleSet {
    stages: Vec<StageRules>,
    /// Where each rule is, by name: `applies` is asked by name many times a
    /// turn, and a scan comparing names was 2.6% of a turn's time (perf).
    by_name: std::collections::HashMap<&'static str, (usize, usize)>,
}

/// The rules of one stage for one kind of speaker.
struct StageRules {
    stage: Stage,
    speakers: Speakers,
    /// Exactly the rules' patterns: used for ASCII text.
    set: RegexSet,
    /// The patterns without their word boundaries, built at the first text
    /// that is not ASCII. A Unicode `\b` stops the lazy DFA at the first
    /// byte past ASCII ("Kraków", "José", an emoji), and the set then runs
    /// on the PikeVM: 2.2 ms a turn against well under 0.1 ms for the same
    /// turn in ASCII (`read` over 2,000 copies of one sentence, 58% of it in
    /// `PikeVM::which_overlapping_imp`). Dropping an assertion only widens
    /// what matches, so this set finds every rule the exact one would; each
    /// candidate is then confirmed by its own pattern.
    beyond_ascii: OnceLock<RegexSet>,
    compiled: Vec<Compiled>,
}

impl StageRules {
    /// The indexes of the rules that may match `text`; a superset of those
    /// that do when `text` is not ASCII.
    fn candidates(&self, text: &str) -> regex::SetMatches {
        if text.is_ascii() {
            return self.set.matches(text);
        }
        self.beyond_ascii
            .get_or_init(|| {
                let loose: Vec<String> = self
                    .compiled
                    .iter()
                    .map(|c| without_word_boundaries(c.pattern.as_str()))
                    .collect();
                set_of(&loose, self.stage)
            })
            .matches(text)
    }
}

fn set_of<S: AsRef<str>>(patterns: &[S], stage: Stage) -> RegexSet {
    RegexSetBuilder::new(patterns.iter().map(AsRef::as_ref))
        .dfa_size_limit(SET_DFA_BYTES)
        .size_limit(SET_NFA_BYTES)
        .build()
        // The patterns are constants checked by the tests; a bad one is a bug.
        .unwrap_or_else(|e| panic!("rule set for {stage:?}: {e}"))
}

/// `pattern` with every `\b` and `\B` taken out (an escaped backslash
/// before a `b` is kept).
fn without_word_boundaries(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len());
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('b' | 'B') => {}
            Some(next) => {
                out.push(c);
                out.push(next);
            }
            None => out.push(c),
        }
    }
    out
}

fn compile(pattern: &str) -> Regex {
    let full = if pattern.starts_with("(?-i") {
        pattern.to_string()
    } else {
        format!("(?i){pattern}")
    };
    // One rule's lazy DFA needs the same room as a stage's set: with the
    // crate's default (2 MB) the `job` pattern's cache kept clearing and
    // matching fell back to the PikeVM — 38 µs a clause, and the long turn
    // of the extract bench rose from 243 to 290 µs once the pattern grew
    // ("started at X as a Y", "let me go"). With this bound: 207 µs, the
    // typical turn 125 → 115 µs, and the LoCoMo extract run's peak memory
    // 361 → 365 MB.
    // The patterns are constants checked by the tests; a bad one is a bug.
    RegexBuilder::new(&full)
        .dfa_size_limit(SET_DFA_BYTES)
        .build()
        .unwrap_or_else(|e| panic!("rule pattern {pattern:?}: {e}"))
}

/// The lazy DFA's cache for one stage's set of rules. The default (2 MB)
/// is too small for a stage of dozens of Unicode-aware patterns: the DFA
/// keeps clearing its cache, gives up, and every turn is matched by the
/// PikeVM instead — 0.9 ms a typical turn and 1.9 ms a long one, 68% of it
/// in `PikeVM::which_overlapping_imp` (perf). With 16 MB: 76 / 227 µs; 32 MB:
/// 79 / 228 µs; 64 MB: 75 / 176 µs (`cargo bench -p memoir-engine --bench
/// extract`). States are built as needed, so the memory is only what the
/// turns seen so far took, up to this bound per stage.
const SET_DFA_BYTES: usize = 32 << 20;
/// The bound on a stage's compiled set, past the regex crate's 10 MB: the
/// slot stage's many alternations reached it once spelt-out numbers joined
/// the age and salary rules (the read example's peak memory is 137 MB with
/// either bound: the bound is a ceiling, not an allocation). Raised to
/// 24 MB in the forty-ninth session, when the slot stage reached 16 MB
/// again (shifts said as "my shift is", homes taken on, conditions named).
const SET_NFA_BYTES: usize = 24 << 20;

impl RuleSet {
    fn build() -> Self {
        let mut stages = Vec::new();
        for stage in [
            Command, Skip, Correction, Cue, Slot, Scope, Reply, Suggestion, Subject, Salience,
            Standalone,
        ] {
            for speakers in [Person, Assistant] {
                let compiled: Vec<Compiled> = RULES
                    .iter()
                    .filter(|r| r.stage == stage && r.speakers == speakers)
                    .map(|r| Compiled {
                        rule: r,
                        pattern: compile(r.pattern),
                        unless: r.unless.map(compile),
                    })
                    .collect();
                if compiled.is_empty() {
                    continue;
                }
                let patterns: Vec<&str> = compiled.iter().map(|c| c.pattern.as_str()).collect();
                stages.push(StageRules {
                    stage,
                    speakers,
                    set: set_of(&patterns, stage),
                    beyond_ascii: OnceLock::new(),
                    compiled,
                });
            }
        }
        let by_name = stages
            .iter()
            .enumerate()
            .flat_map(|(s, rules)| {
                rules
                    .compiled
                    .iter()
                    .enumerate()
                    .map(move |(i, c)| (c.rule.name, (s, i)))
            })
            .collect();
        Self { stages, by_name }
    }

    /// The first rule of `stage` that matches `text`, with its captures.
    pub fn first<'t>(
        &self,
        stage: Stage,
        speakers: Speakers,
        text: &'t str,
    ) -> Option<(&'static Rule, Captures<'t>)> {
        let rules = self
            .stages
            .iter()
            .find(|r| r.stage == stage && r.speakers == speakers)?;
        for i in rules.candidates(text).iter() {
            let c = &rules.compiled[i];
            if c.unless.as_ref().is_some_and(|u| u.is_match(text)) {
                continue;
            }
            if let Some(caps) = c.pattern.captures(text) {
                return Some((c.rule, caps));
            }
        }
        None
    }

    /// Whether the rule named `name` applies to `text` (its pattern matches
    /// and its `unless` does not).
    pub fn applies(&self, name: &str, text: &str) -> bool {
        self.named(name).is_some_and(|c| {
            c.pattern.is_match(text) && !c.unless.as_ref().is_some_and(|u| u.is_match(text))
        })
    }

    /// Whether the pattern of the rule named `name` matches `text`, its
    /// `unless` aside: "swimming is Friday mornings" has a gerund for its
    /// subject though the rule keeps it.
    pub fn pattern_matches(&self, name: &str, text: &str) -> bool {
        self.named(name).is_some_and(|c| c.pattern.is_match(text))
    }

    /// The captures of the rule named `name` in `text`, if it applies.
    /// Matching first costs a fraction of capturing, and most turns do not
    /// match.
    pub fn captures<'t>(&self, name: &str, text: &'t str) -> Option<Captures<'t>> {
        if !self.applies(name, text) {
            return None;
        }
        self.named(name)?.pattern.captures(text)
    }

    fn named(&self, name: &str) -> Option<&Compiled> {
        let &(stage, i) = self.by_name.get(name)?;
        self.stages.get(stage)?.compiled.get(i)
    }
}

/// The compiled rules.
pub static RULE_SET: LazyLock<RuleSet> = LazyLock::new(RuleSet::build);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_beyond_ascii_finds_the_same_first_rule_as_the_exact_set() {
        // A name with an accent and an emoji: the looser set is in use.
        for rule in RULES {
            for example in rule.examples.iter().chain(rule.counter) {
                // Names ending past ASCII ("Samé") put an accent beside the
                // rules' word boundaries.
                let accented: Vec<String> = example
                    .split(' ')
                    .map(|w| match w.find(|c: char| !c.is_alphanumeric()) {
                        _ if !w.starts_with(char::is_uppercase) => w.to_string(),
                        Some(end) => format!("{}é{}", &w[..end], &w[end..]),
                        None => format!("{w}é"),
                    })
                    .collect();
                for text in [
                    format!("Zoë said {example} 🙂"),
                    format!("{example}, José"),
                    accented.join(" "),
                ] {
                    let rules = RULE_SET
                        .stages
                        .iter()
                        .find(|r| r.stage == rule.stage && r.speakers == rule.speakers)
                        .expect("every rule's stage is built");
                    let exact = rules.set.matches(&text).iter().find(|&i| {
                        let c = &rules.compiled[i];
                        !c.unless.as_ref().is_some_and(|u| u.is_match(&text))
                            && c.pattern.is_match(&text)
                    });
                    let found = RULE_SET.first(rule.stage, rule.speakers, &text);
                    assert_eq!(
                        found.map(|(r, _)| r.name),
                        exact.map(|i| rules.compiled[i].rule.name),
                        "{text:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn word_boundaries_are_taken_out_and_an_escaped_backslash_is_kept() {
        assert_eq!(without_word_boundaries(r"\bsold\b|\Bx"), "sold|x");
        assert_eq!(without_word_boundaries(r"a\\b\d"), r"a\\b\d");
    }

    #[test]
    fn every_rule_has_three_examples_and_matches_each_of_them() {
        for rule in RULES {
            assert!(
                rule.examples.len() >= 3,
                "rule {} has {} examples",
                rule.name,
                rule.examples.len()
            );
            for example in rule.examples {
                assert!(
                    RULE_SET.applies(rule.name, example),
                    "rule {} does not match its example {example:?}",
                    rule.name
                );
            }
        }
    }

    #[test]
    fn no_rule_matches_its_counter_examples() {
        for rule in RULES {
            for counter in rule.counter {
                assert!(
                    !RULE_SET.applies(rule.name, counter),
                    "rule {} matches its counter-example {counter:?}",
                    rule.name
                );
            }
        }
    }

    #[test]
    fn rule_names_are_unique() {
        for (i, a) in RULES.iter().enumerate() {
            assert!(
                RULES[i + 1..].iter().all(|b| b.name != a.name),
                "two rules are called {}",
                a.name
            );
        }
    }

    #[test]
    fn every_slot_is_an_attribute_policy_knows() {
        for rule in RULES {
            if let Yield::Slot(attribute) = rule.yields {
                let known = memoir_core::attribute::lookup(attribute).is_some()
                    || attribute.starts_with("favorite_");
                assert!(
                    known,
                    "rule {} fills unknown attribute {attribute}",
                    rule.name
                );
            }
        }
    }

    /// Six words in a row shared with a suite sentence would mean a rule was
    /// written from it. Runs where the suites sit beside the checkout.
    #[test]
    fn no_example_quotes_an_evaluation_suite() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../..");
        let mut suites = Vec::new();
        for dir in [root.join("shared/eval"), root.join("../shared/eval")] {
            if let Ok(entries) = std::fs::read_dir(&dir) {
                for e in entries.flatten() {
                    let name = e.file_name().to_string_lossy().to_string();
                    if name.starts_with("updates") && name.ends_with(".json") {
                        suites.push(std::fs::read_to_string(e.path()).unwrap_or_default());
                    }
                }
            }
        }
        let shingles = |t: &str| -> Vec<String> {
            let w: Vec<String> = t
                .split(|c: char| !c.is_alphanumeric() && c != '\'')
                .filter(|w| !w.is_empty())
                .map(str::to_lowercase)
                .collect();
            w.windows(6).map(|s| s.join(" ")).collect()
        };
        let suite_text: String = suites.join(" ").to_lowercase();
        let suite_words: String = suite_text
            .split(|c: char| !c.is_alphanumeric() && c != '\'')
            .filter(|w| !w.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        for rule in RULES {
            for example in rule.examples.iter().chain(rule.counter) {
                for s in shingles(example) {
                    assert!(
                        !suite_words.contains(&s),
                        "rule {} example {example:?} shares {s:?} with a suite",
                        rule.name
                    );
                }
            }
        }
    }
}

//! `memoir export`, `memoir import`, `memoir verify`: a user's memory as
//! files, and its integrity.

use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};
use memoir_core::UserId;

use crate::DataArgs;

#[derive(clap::Args)]
pub struct ExportArgs {
    #[command(flatten)]
    data: DataArgs,
    #[arg(long)]
    user: String,
    /// The directory to write `facts.md` and `sessions/*.md` into.
    #[arg(long)]
    out: PathBuf,
}

#[derive(clap::Args)]
pub struct ImportArgs {
    #[command(flatten)]
    data: DataArgs,
    /// Whose memory to import into.
    #[arg(long)]
    user: String,
    /// A directory written by `memoir export`.
    #[arg(long)]
    from: PathBuf,
}

#[derive(clap::Args)]
pub struct VerifyArgs {
    #[command(flatten)]
    data: DataArgs,
    #[arg(long)]
    user: String,
    /// Print the report as JSON.
    #[arg(long)]
    json: bool,
}

pub fn export(args: ExportArgs) -> Result<()> {
    let memory = crate::open_existing_memory(&args.data)?;
    let user = memory.user(&UserId::new(&args.user).context("--user")?)?;
    let files = user.export_markdown()?;
    for (relative, content) in &files {
        let path = args.out.join(relative);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .with_context(|| format!("creating {}", parent.display()))?;
        }
        std::fs::write(&path, content).with_context(|| format!("writing {}", path.display()))?;
    }
    println!("exported {} files to {}", files.len(), args.out.display());
    Ok(())
}

/// The files of an export, and a sentence per file that could not be read.
fn read_export(dir: &Path) -> Result<(memoir_store::markdown::Files, Vec<String>)> {
    let mut files = Vec::new();
    let mut problems = Vec::new();
    let mut read = |path: PathBuf, relative: String| match std::fs::read(&path) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(text) => files.push((relative, text)),
            Err(e) => problems.push(format!(
                "{relative}: not valid UTF-8 (first bad byte at offset {}); skipped",
                e.utf8_error().valid_up_to()
            )),
        },
        Err(e) => problems.push(format!("{relative}: cannot read: {e}")),
    };
    let facts = dir.join(memoir_store::markdown::FACTS_FILE);
    if facts.exists() {
        read(facts, memoir_store::markdown::FACTS_FILE.to_string());
    }
    let sessions = dir.join(memoir_store::markdown::SESSIONS_DIR);
    if sessions.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(&sessions)?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "md"))
            .collect();
        entries.sort();
        for path in entries {
            let relative = format!(
                "{}/{}",
                memoir_store::markdown::SESSIONS_DIR,
                path.file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default()
            );
            read(path, relative);
        }
    }
    Ok((files, problems))
}

pub fn import(args: ImportArgs) -> Result<()> {
    if !args.from.is_dir() {
        bail!(
            "{} is not a directory written by `memoir export`",
            args.from.display()
        );
    }
    let (files, mut problems) = read_export(&args.from)?;
    if files.is_empty() && problems.is_empty() {
        bail!(
            "{} holds no facts.md and no sessions/*.md",
            args.from.display()
        );
    }
    let memory = crate::open_memory(&args.data)?;
    let user = memory.user(&UserId::new(&args.user).context("--user")?)?;
    let (imported, errors) = user.import_markdown(&files)?;
    problems.extend(errors.iter().map(ToString::to_string));
    println!(
        "imported into {}: {} episodes added ({} unchanged), {} facts added, {} updated ({} unchanged)",
        args.user,
        imported.episodes_added,
        imported.episodes_unchanged,
        imported.facts_added,
        imported.facts_updated,
        imported.facts_unchanged
    );
    for p in &problems {
        eprintln!("error: {p}");
    }
    if !problems.is_empty() {
        bail!(
            "{} file(s) could not be imported; every other file was",
            problems.len()
        );
    }
    Ok(())
}

pub fn verify(args: VerifyArgs) -> Result<()> {
    let memory = crate::open_existing_memory(&args.data)?;
    let user = memory.user(&UserId::new(&args.user).context("--user")?)?;
    let report = user.verify()?;
    if args.json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        println!(
            "checked {} audit entries and {} records for {}",
            report.entries, report.records, args.user
        );
        for p in &report.problems {
            println!("problem: {p}");
        }
    }
    if !report.is_ok() {
        match report.first_broken_entry {
            Some(n) => bail!("the audit log is broken from entry #{n}"),
            None => bail!(
                "{} record(s) do not match the audit log",
                report.problems.len()
            ),
        }
    }
    if !args.json {
        println!("ok: the audit chain and every record verify");
    }
    Ok(())
}

//! The OpenAPI document served at `/v1/openapi.json`, generated from the
//! handlers' own annotations and request types so that it cannot drift from
//! what the server accepts (a test checks every route is in it).

use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

use crate::api;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "memoir",
        description = "Long-term memory for conversational agents. Every route under /v1 but this document needs `Authorization: Bearer <key>`; a key reaches one tenant's users and no one else's. Errors have one shape: {code, message, details}."
    ),
    paths(
        api::list_users,
        api::erase_user,
        api::open_session,
        api::add_turn,
        api::add_partial,
        api::prepare,
        api::session_recall,
        api::finish,
        api::call_tool,
        api::recall,
        api::explain_recall,
        api::verify_audit,
        api::list_facts,
        api::remember,
        api::get_fact,
        api::forget_fact,
        api::correct,
        api::forget,
        api::list_episodes,
        api::memory_map,
        api::export,
        api::import,
    ),
    components(schemas(crate::ErrorBody)),
    modifiers(&BearerKey),
    security(("api_key" = [])),
)]
struct ApiDoc;

struct BearerKey;

impl Modify for BearerKey {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "api_key",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some(
                        "An API key from `memoir keys create --tenant <name>`.",
                    ))
                    .build(),
            ),
        );
    }
}

/// The OpenAPI 3.1 document of the REST API.
pub fn openapi_document() -> utoipa::openapi::OpenApi {
    let mut doc = ApiDoc::openapi();
    doc.info.version = env!("CARGO_PKG_VERSION").to_string();
    doc
}

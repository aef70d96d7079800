//! The UI, embedded in the binary (`ui/dist`, built by `npm --prefix ui run build`): the same
//! build the window shows, served to the phones' browsers.

use axum::http::{header, StatusCode, Uri};
use axum::response::{IntoResponse, Response};

#[derive(rust_embed::Embed)]
#[folder = "../../ui/dist/"]
struct Ui;

/// A file of the UI, or `index.html` for any path that is not a file (the app's routes).
pub async fn serve(uri: Uri) -> Response {
    let path = uri.path().trim_start_matches('/');
    let path = if path.is_empty() { "index.html" } else { path };
    let file = match Ui::get(path) {
        Some(file) => Some((path, file)),
        None if !path.contains('.') => Ui::get("index.html").map(|f| ("index.html", f)),
        None => None,
    };
    match file {
        Some((name, file)) => {
            let cache = if name == "index.html" {
                "no-cache"
            } else {
                "public, max-age=31536000, immutable"
            };
            (
                [
                    (header::CONTENT_TYPE, file.metadata.mimetype().to_string()),
                    (header::CACHE_CONTROL, cache.to_string()),
                ],
                file.data,
            )
                .into_response()
        }
        None => (StatusCode::NOT_FOUND, "Not found").into_response(),
    }
}

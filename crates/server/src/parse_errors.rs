//! The JSON error shape for requests HTTP cannot parse.
//!
//! hyper answers a request it cannot parse — a malformed request line, a
//! header that is not a header, headers past its size limit — itself, before
//! any handler runs, with a bare `400`/`414`/`431` and an empty body. Every
//! other error memoir gives has the body `{"code", "message"}`, and clients
//! are written against that. hyper offers no hook for this answer (it builds
//! the head inside its connection state machine), so a connection's writes
//! pass through [`JsonParseErrors`], which gives exactly those answers — a
//! head with one of those statuses and `content-length: 0`, which no memoir
//! handler sends — the JSON body. Written by hand: it is one buffer and one
//! byte comparison; a proxy layer in front of hyper would be far more.

use std::io;
use std::pin::Pin;
use std::task::{ready, Context, Poll};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// A connection whose empty-bodied parse-error answers get a JSON body.
pub struct JsonParseErrors<T> {
    inner: T,
    /// A rewritten answer not yet wholly written, and how much of it was.
    pending: Vec<u8>,
    written: usize,
}

impl<T> JsonParseErrors<T> {
    pub fn new(inner: T) -> Self {
        Self {
            inner,
            pending: Vec::new(),
            written: 0,
        }
    }
}

impl<T: AsyncWrite + Unpin> JsonParseErrors<T> {
    /// Writes what is left of a rewritten answer.
    fn poll_drain(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while self.written < self.pending.len() {
            let n =
                ready!(Pin::new(&mut self.inner).poll_write(cx, &self.pending[self.written..]))?;
            if n == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            self.written += n;
        }
        self.pending.clear();
        self.written = 0;
        Poll::Ready(Ok(()))
    }
}

/// `buf` with a JSON body, if it is hyper's answer to an unparseable request.
fn with_json_body(buf: &[u8]) -> Option<Vec<u8>> {
    const EMPTY: &[u8] = b"\r\ncontent-length: 0\r\n";
    let (code, message) = match buf.get(..12)? {
        b"HTTP/1.1 400" | b"HTTP/1.0 400" => (
            "bad_request",
            "the request is not HTTP/1.1 this server can read: a malformed request line or header",
        ),
        b"HTTP/1.1 414" | b"HTTP/1.0 414" => ("uri_too_long", "the request's URI is too long"),
        b"HTTP/1.1 431" | b"HTTP/1.0 431" => (
            "headers_too_large",
            "the request's headers are larger than the server reads",
        ),
        _ => return None,
    };
    // The head alone, ending at its blank line, saying it has no body.
    let end = buf.windows(4).position(|w| w == b"\r\n\r\n")?;
    if end + 4 != buf.len() {
        return None;
    }
    let at = buf.windows(EMPTY.len()).position(|w| w == EMPTY)?;
    let body = serde_json::json!({ "code": code, "message": message }).to_string();
    let mut out = Vec::with_capacity(buf.len() + body.len() + 48);
    out.extend_from_slice(&buf[..at]);
    out.extend_from_slice(
        format!(
            "\r\ncontent-type: application/json\r\ncontent-length: {}\r\n",
            body.len()
        )
        .as_bytes(),
    );
    out.extend_from_slice(&buf[at + EMPTY.len()..]);
    out.extend_from_slice(body.as_bytes());
    Some(out)
}

impl<T: AsyncRead + Unpin> AsyncRead for JsonParseErrors<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for JsonParseErrors<T> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        ready!(self.poll_drain(cx))?;
        match with_json_body(buf) {
            Some(answer) => {
                // Taken whole; flush and shutdown write what is left.
                self.pending = answer;
                if let Poll::Ready(Err(e)) = self.poll_drain(cx) {
                    return Poll::Ready(Err(e));
                }
                Poll::Ready(Ok(buf.len()))
            }
            None => Pin::new(&mut self.inner).poll_write(cx, buf),
        }
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.poll_drain(cx))?;
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.poll_drain(cx))?;
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hypers_bare_parse_error_answer_gets_the_json_body() {
        let head = b"HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\ndate: Tue, 01 Dec 2026 10:00:00 GMT\r\n\r\n";
        let answer = String::from_utf8(with_json_body(head).unwrap()).unwrap();
        let (head, body) = answer.split_once("\r\n\r\n").unwrap();
        assert!(head.contains("content-type: application/json"));
        assert!(head.contains(&format!("content-length: {}", body.len())));
        assert!(head.contains("date: Tue"));
        let json: serde_json::Value = serde_json::from_str(body).unwrap();
        assert_eq!(json["code"], "bad_request");
    }

    #[test]
    fn answers_with_a_body_or_other_statuses_pass_untouched() {
        for answer in [
            &b"HTTP/1.1 400 Bad Request\r\ncontent-length: 20\r\n\r\n{\"code\":\"invalid\"}.."[..],
            b"HTTP/1.1 204 No Content\r\ncontent-length: 0\r\n\r\n",
            b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n",
            b"HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n\r\nmore",
        ] {
            assert!(with_json_body(answer).is_none());
        }
    }
}

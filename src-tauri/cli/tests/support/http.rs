//! A plain HTTP/1.1 client for the tests that talk to a sharing host (`cardtable serve`, and
//! the app's window sharing in `tests/wiring/`, which includes this file by path).

#![allow(dead_code, clippy::unwrap_used)] // test code

use serde_json::Value;
use std::io::{Read, Write};
use std::net::TcpStream;

/// `POST path` with a JSON body over plain HTTP/1.1 to `addr`; the status and the body.
pub fn post(addr: &str, path: &str, auth: Option<&str>, body: &Value) -> (u16, String) {
    let body = body.to_string();
    let mut stream = TcpStream::connect(addr).unwrap();
    let auth = auth
        .map(|t| format!("Authorization: Bearer {t}\r\n"))
        .unwrap_or_default();
    write!(
        stream,
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n{auth}Connection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut raw = String::new();
    stream.read_to_string(&mut raw).unwrap();
    let status = raw.split(' ').nth(1).unwrap().parse().unwrap();
    let body = raw.split_once("\r\n\r\n").unwrap().1.to_string();
    (status, body)
}

//! A real server on a loopback port, with keys, for the end-to-end tests.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::sync::Arc;

use memoir_server::{App, Limits, TenantId};
use serde_json::Value;
use tokio::sync::oneshot;

pub struct TestServer {
    pub addr: SocketAddr,
    pub app: Arc<App>,
    pub dir: tempfile::TempDir,
    stop: Option<oneshot::Sender<()>>,
    pub task: Option<tokio::task::JoinHandle<std::io::Result<()>>>,
}

impl TestServer {
    pub async fn start(limits: Limits) -> Self {
        let dir = tempfile::tempdir().unwrap();
        Self::start_in(dir, limits).await
    }

    pub async fn start_in(dir: tempfile::TempDir, limits: Limits) -> Self {
        let app = App::open(dir.path(), limits, memoir_server::open_sqlite());
        Self::serve(dir, app).await
    }

    /// An inspector's server: one memory, no keys.
    pub async fn start_local(memory: memoir_engine::Memory) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let app = App::local(dir.path(), memory, Limits::default());
        Self::serve(dir, app).await
    }

    async fn serve(dir: tempfile::TempDir, app: Arc<App>) -> Self {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let (stop, stopped) = oneshot::channel::<()>();
        let task = tokio::spawn(memoir_server::serve(listener, app.clone(), async move {
            let _ = stopped.await;
        }));
        Self {
            addr,
            app,
            dir,
            stop: Some(stop),
            task: Some(task),
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{}", self.addr, path)
    }

    /// A new key for `tenant`.
    pub fn key(&self, tenant: &str) -> String {
        self.app
            .keys()
            .create(&TenantId::new(tenant).unwrap(), None)
            .unwrap()
            .1
    }

    /// Stop taking connections and wait for requests in flight.
    pub async fn shutdown(mut self) -> tempfile::TempDir {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(task) = self.task.take() {
            task.await.unwrap().unwrap();
        }
        drop(self.app);
        self.dir
    }
}

/// A client that speaks for one key.
#[derive(Clone)]
pub struct Client {
    pub http: reqwest::Client,
    pub base: String,
    pub key: String,
}

impl Client {
    pub fn new(server: &TestServer, key: &str) -> Self {
        Self {
            http: reqwest::Client::new(),
            base: format!("http://{}", server.addr),
            key: key.to_string(),
        }
    }

    pub async fn send(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
    ) -> (u16, Value) {
        let mut req = self
            .http
            .request(method, format!("{}{}", self.base, path))
            .bearer_auth(&self.key);
        if let Some(b) = body {
            req = req.json(&b);
        }
        let resp = req.send().await.unwrap();
        let status = resp.status().as_u16();
        let text = resp.text().await.unwrap();
        let value = serde_json::from_str(&text).unwrap_or(Value::String(text));
        (status, value)
    }

    pub async fn get(&self, path: &str) -> (u16, Value) {
        self.send(reqwest::Method::GET, path, None).await
    }

    pub async fn post(&self, path: &str, body: Value) -> (u16, Value) {
        self.send(reqwest::Method::POST, path, Some(body)).await
    }

    pub async fn delete(&self, path: &str) -> (u16, Value) {
        self.send(reqwest::Method::DELETE, path, None).await
    }

    /// Post and insist on success.
    pub async fn ok(&self, path: &str, body: Value) -> Value {
        let (status, v) = self.post(path, body).await;
        assert!((200..300).contains(&status), "POST {path}: {status} {v}");
        v
    }
}

/// The statements of a recall answer's facts.
pub fn statements(context: &Value) -> Vec<String> {
    context["facts"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|f| f["statement"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

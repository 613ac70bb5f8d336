//! The fake model servers' one piece of plumbing, shared by the wire tests
//! and the round-trip bench.

/// Serves `app` on a free loopback port, in a runtime of its own on a
/// thread of its own; its base URL (`http://127.0.0.1:PORT`).
pub fn on_loopback(app: axum::Router) -> String {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let rt = tokio::runtime::Runtime::new().expect("runtime");
        rt.block_on(async move {
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
                .await
                .expect("bind");
            tx.send(listener.local_addr().expect("addr")).expect("send");
            axum::serve(listener, app).await.expect("serve");
        });
    });
    format!("http://{}", rx.recv().expect("address"))
}

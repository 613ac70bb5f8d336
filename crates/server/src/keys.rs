//! API keys and the tenants they are bound to.
//!
//! A key is shown once, when it is made; the server keeps only its SHA-256.
//! Keys are random 256-bit secrets, so a fast hash is enough: there is no
//! low-entropy password to brute-force, and it keeps authentication to one
//! hash and one map lookup per request.
//!
//! Where the list is kept is a [`KeyVault`]: by default [`FileVault`], below;
//! with the Postgres store, a document in the database, so every node
//! shares one list and a key revoked through any of them is refused by all.
//!
//! The file vault keeps `keys.json` in the data directory, beside the tenants'
//! stores, so `memoir keys create|revoke` works while `memoir serve` runs: a
//! change is written to a temporary file, synced and renamed over the old one
//! (readers see the old set or the new one, never half of either), under an
//! exclusive lock on `keys.lock` so two commands cannot lose each other's
//! change. The server notices a new file by its modification time and size on
//! the next request, so a revoked key is refused from then on.

use std::collections::HashMap;
use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

use chrono::{DateTime, Utc};
use parking_lot::RwLock;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// What can go wrong with keys.
#[derive(Debug, thiserror::Error)]
pub enum KeyError {
    #[error("tenant {value:?} is not valid: {reason}")]
    InvalidTenant { value: String, reason: &'static str },
    #[error("no key {0:?}")]
    UnknownKey(String),
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{path}: not a valid key file: {source}")]
    Corrupt {
        path: PathBuf,
        #[source]
        source: serde_json::Error,
    },
    #[error("could not draw random bytes for a key: {0}")]
    Random(String),
    /// The vault (a database) could not be read or written.
    #[error("{0}")]
    Vault(String),
}

/// A tenant: the owner of a set of users, and of the keys that reach them.
///
/// Tenant ids name directories, so they are kept to lowercase ASCII letters,
/// digits, `-` and `_`, at most 64 bytes.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(transparent)]
pub struct TenantId(Arc<str>);

impl TenantId {
    pub fn new(value: impl AsRef<str>) -> Result<Self, KeyError> {
        let value = value.as_ref();
        let fail = |reason| KeyError::InvalidTenant {
            value: value.chars().take(64).collect(),
            reason,
        };
        if value.is_empty() {
            return Err(fail("it is empty"));
        }
        if value.len() > 64 {
            return Err(fail("it is longer than 64 bytes"));
        }
        if !value
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
        {
            return Err(fail(
                "use only lowercase ASCII letters, digits, '-' and '_'",
            ));
        }
        Ok(Self(Arc::from(value)))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl<'de> Deserialize<'de> for TenantId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Self::new(s).map_err(serde::de::Error::custom)
    }
}

impl fmt::Display for TenantId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Debug for TenantId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TenantId({})", self.0)
    }
}

/// One key as stored: never the secret, only its hash.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KeyRecord {
    /// A short public name for the key (`k-` and 8 hex digits), used to list
    /// and revoke it; also the start of the secret, so a leaked secret can be
    /// traced to its record.
    pub id: String,
    pub tenant: TenantId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// SHA-256 of the secret, hex.
    pub hash: String,
    pub created_at: DateTime<Utc>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revoked_at: Option<DateTime<Utc>>,
}

impl KeyRecord {
    pub fn is_active(&self) -> bool {
        self.revoked_at.is_none()
    }
}

/// Who a request is from, once its key is checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Principal {
    pub tenant: TenantId,
    pub key_id: Arc<str>,
}

#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct KeyFileContents {
    version: u32,
    keys: Vec<KeyRecord>,
}

/// Where the key list is kept, as the JSON document [`Keys`] reads and
/// writes whole.
pub trait KeyVault: Send + Sync {
    /// Where, for messages.
    fn describe(&self) -> String;
    /// The document, if one was ever written.
    fn read(&self) -> Result<Option<Vec<u8>>, KeyError>;
    /// Replace the document with what `change` makes of it, atomically and
    /// durably, excluding every other writer meanwhile.
    fn update(
        &self,
        change: &mut dyn FnMut(Option<Vec<u8>>) -> Result<Vec<u8>, KeyError>,
    ) -> Result<(), KeyError>;
    /// A value that changes whenever the document does. Asked on every
    /// request, so it must be cheap (a vault may answer from a cache that is
    /// briefly stale).
    fn stamp(&self) -> Option<u64>;
}

/// The key file of a data directory: `keys.json`, replaced whole under
/// `keys.lock`.
pub struct FileVault {
    path: PathBuf,
    lock_path: PathBuf,
}

impl FileVault {
    pub fn new(dir: impl AsRef<Path>) -> Self {
        let dir = dir.as_ref();
        Self {
            path: dir.join("keys.json"),
            lock_path: dir.join("keys.lock"),
        }
    }

    fn io(&self, path: &Path) -> impl FnOnce(std::io::Error) -> KeyError {
        let path = path.to_path_buf();
        move |source| KeyError::Io { path, source }
    }
}

impl KeyVault for FileVault {
    fn describe(&self) -> String {
        self.path.display().to_string()
    }

    fn read(&self) -> Result<Option<Vec<u8>>, KeyError> {
        match fs::read(&self.path) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(self.io(&self.path)(e)),
        }
    }

    /// Read, change and durably replace the file, under the lock.
    fn update(
        &self,
        change: &mut dyn FnMut(Option<Vec<u8>>) -> Result<Vec<u8>, KeyError>,
    ) -> Result<(), KeyError> {
        if let Some(dir) = self.path.parent() {
            let mut builder = fs::DirBuilder::new();
            builder.recursive(true);
            #[cfg(unix)]
            std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
            builder.create(dir).map_err(self.io(dir))?;
        }
        let lock = owner_only()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&self.lock_path)
            .map_err(self.io(&self.lock_path))?;
        lock.lock().map_err(self.io(&self.lock_path))?;
        let bytes = change(self.read()?)?;
        let tmp = self.path.with_extension("json.tmp");
        {
            let mut f = owner_only()
                .create(true)
                .truncate(true)
                .write(true)
                .open(&tmp)
                .map_err(self.io(&tmp))?;
            f.write_all(&bytes).map_err(self.io(&tmp))?;
            f.sync_all().map_err(self.io(&tmp))?;
        }
        fs::rename(&tmp, &self.path).map_err(self.io(&self.path))?;
        if let Some(dir) = self.path.parent() {
            // Make the rename itself durable.
            File::open(dir)
                .and_then(|d| d.sync_all())
                .map_err(self.io(dir))?;
        }
        drop(lock);
        Ok(())
    }

    fn stamp(&self) -> Option<u64> {
        let meta = fs::metadata(&self.path).ok()?;
        let modified = meta
            .modified()
            .ok()?
            .duration_since(SystemTime::UNIX_EPOCH)
            .ok()?;
        Some((modified.as_nanos() as u64) ^ meta.len().rotate_left(48))
    }
}

/// The API keys, in their vault, with the active ones cached by hash.
pub struct Keys {
    vault: Box<dyn KeyVault>,
    cache: RwLock<Cache>,
}

#[derive(Default)]
struct Cache {
    stamp: Option<u64>,
    /// Active keys by hash.
    by_hash: HashMap<String, Principal>,
}

fn hash_secret(secret: &str) -> String {
    hex(&Sha256::digest(secret.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(s, "{b:02x}");
    }
    s
}

impl Keys {
    /// The keys of the data directory `dir` (the file need not exist yet).
    pub fn new(dir: impl AsRef<Path>) -> Self {
        Self::in_vault(Box::new(FileVault::new(dir)))
    }

    /// The keys kept in `vault`.
    pub fn in_vault(vault: Box<dyn KeyVault>) -> Self {
        Self {
            vault,
            cache: RwLock::new(Cache::default()),
        }
    }

    /// Where the keys are kept, for messages.
    pub fn describe(&self) -> String {
        self.vault.describe()
    }

    fn parse(&self, bytes: Option<Vec<u8>>) -> Result<KeyFileContents, KeyError> {
        match bytes {
            Some(bytes) => serde_json::from_slice(&bytes).map_err(|source| KeyError::Corrupt {
                path: PathBuf::from(self.vault.describe()),
                source,
            }),
            None => Ok(KeyFileContents {
                version: 1,
                keys: Vec::new(),
            }),
        }
    }

    fn read(&self) -> Result<KeyFileContents, KeyError> {
        self.parse(self.vault.read()?)
    }

    /// Read, change and durably replace the list in its vault.
    fn update<T>(
        &self,
        change: impl FnOnce(&mut Vec<KeyRecord>) -> Result<T, KeyError>,
    ) -> Result<T, KeyError> {
        let mut change = Some(change);
        let mut out = None;
        self.vault.update(&mut |stored| {
            let mut contents = self.parse(stored)?;
            let change = change.take().ok_or_else(|| {
                KeyError::Vault("the key list was changed twice in one update".into())
            })?;
            out = Some(change(&mut contents.keys)?);
            contents.version = 1;
            serde_json::to_vec_pretty(&contents).map_err(|source| KeyError::Corrupt {
                path: PathBuf::from(self.vault.describe()),
                source,
            })
        })?;
        out.ok_or_else(|| KeyError::Vault("the key list was not changed".into()))
    }

    /// Make a key for `tenant`. Returns its record and the secret, which is
    /// never shown again.
    pub fn create(
        &self,
        tenant: &TenantId,
        label: Option<&str>,
    ) -> Result<(KeyRecord, String), KeyError> {
        let mut random = [0u8; 36];
        getrandom::fill(&mut random).map_err(|e| KeyError::Random(e.to_string()))?;
        let id = format!("k-{}", hex(&random[..4]));
        let secret = format!("mk_{}_{}", &id[2..], hex(&random[4..]));
        let record = KeyRecord {
            id,
            tenant: tenant.clone(),
            label: label.map(str::to_string),
            hash: hash_secret(&secret),
            created_at: Utc::now(),
            revoked_at: None,
        };
        let stored = record.clone();
        self.update(move |keys| {
            keys.push(stored);
            Ok(())
        })?;
        Ok((record, secret))
    }

    /// Every key, revoked ones included, oldest first.
    pub fn list(&self) -> Result<Vec<KeyRecord>, KeyError> {
        Ok(self.read()?.keys)
    }

    /// Revoke the key `id`; requests with it are refused from the next one on.
    pub fn revoke(&self, id: &str) -> Result<KeyRecord, KeyError> {
        self.update(|keys| {
            let key = keys
                .iter_mut()
                .find(|k| k.id == id)
                .ok_or_else(|| KeyError::UnknownKey(id.to_string()))?;
            if key.revoked_at.is_none() {
                key.revoked_at = Some(Utc::now());
            }
            Ok(key.clone())
        })
    }

    /// Who holds `secret`, if it is an active key. Rereads the list when its
    /// vault says it has changed since the last call.
    pub fn authenticate(&self, secret: &str) -> Result<Option<Principal>, KeyError> {
        let stamp = self.vault.stamp();
        if self.cache.read().stamp != stamp || stamp.is_none() {
            let contents = self.read()?;
            let by_hash = contents
                .keys
                .into_iter()
                .filter(KeyRecord::is_active)
                .map(|k| {
                    let principal = Principal {
                        tenant: k.tenant,
                        key_id: Arc::from(k.id),
                    };
                    (k.hash, principal)
                })
                .collect();
            *self.cache.write() = Cache { stamp, by_hash };
        }
        Ok(self.cache.read().by_hash.get(&hash_secret(secret)).cloned())
    }
}

/// Options that create a file readable and writable by the owner only:
/// the key file holds the tenants' key digests.
fn owner_only() -> OpenOptions {
    let mut options = OpenOptions::new();
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tenant(s: &str) -> TenantId {
        TenantId::new(s).unwrap()
    }

    #[test]
    fn a_created_key_authenticates_as_its_tenant_and_only_its_hash_is_stored() {
        let dir = tempfile::tempdir().unwrap();
        let keys = Keys::new(dir.path());
        let (record, secret) = keys.create(&tenant("acme"), Some("ci")).unwrap();
        let who = keys.authenticate(&secret).unwrap().unwrap();
        assert_eq!(who.tenant, tenant("acme"));
        assert_eq!(&*who.key_id, record.id);
        let file = fs::read_to_string(dir.path().join("keys.json")).unwrap();
        assert!(!file.contains(&secret));
        assert!(file.contains(&record.hash));
        assert!(keys.authenticate("mk_00000000_nope").unwrap().is_none());
    }

    #[test]
    fn a_revoked_key_is_refused_by_a_server_that_already_cached_it() {
        let dir = tempfile::tempdir().unwrap();
        let server_view = Keys::new(dir.path());
        let admin_view = Keys::new(dir.path());
        let (record, secret) = admin_view.create(&tenant("acme"), None).unwrap();
        assert!(server_view.authenticate(&secret).unwrap().is_some());
        admin_view.revoke(&record.id).unwrap();
        assert!(server_view.authenticate(&secret).unwrap().is_none());
        assert!(!admin_view.list().unwrap()[0].is_active());
    }

    #[cfg(unix)]
    #[test]
    fn the_key_file_is_readable_by_the_owner_only() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let keys = Keys::new(dir.path().join("state"));
        keys.create(&tenant("acme"), None).unwrap();
        let mode = |p: &std::path::Path| fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&dir.path().join("state").join("keys.json")), 0o600);
        assert_eq!(mode(&dir.path().join("state")), 0o700);
    }

    #[test]
    fn revoking_an_unknown_key_names_it() {
        let dir = tempfile::tempdir().unwrap();
        let err = Keys::new(dir.path()).revoke("k-deadbeef").unwrap_err();
        assert_eq!(err.to_string(), "no key \"k-deadbeef\"");
    }

    #[test]
    fn a_corrupt_key_file_is_reported_with_its_path_and_position() {
        let dir = tempfile::tempdir().unwrap();
        let keys = Keys::new(dir.path());
        fs::write(
            dir.path().join("keys.json"),
            "{\"version\": 1, \"keys\": [ oops",
        )
        .unwrap();
        let err = keys.authenticate("x").unwrap_err().to_string();
        assert!(err.contains("keys.json: not a valid key file"), "{err}");
        assert!(err.contains("line 1"), "{err}");
    }

    #[test]
    fn tenant_ids_that_could_name_another_directory_are_refused() {
        for bad in ["", "../x", "a/b", "Acme", "a b", &"x".repeat(65)] {
            assert!(TenantId::new(bad).is_err(), "{bad:?}");
        }
        assert!(TenantId::new("acme-2_b").is_ok());
    }
}

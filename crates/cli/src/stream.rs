//! `nimlab sequence GAME --to N --stream DIR`: a value sequence too long for one file, written
//! to DIR a chunk at a time and resumed from the chunks there.
//!
//! Each chunk is a file `chunk-NNNNNN.bin` in the layout of `--format bin` with the first
//! heap it holds: a header line `nimlab-sequence GAME width=W count=C from=S proved=false`,
//! then C values of W bytes, little-endian. A chunk is written under a temporary name and
//! renamed when complete, so Ctrl-C or a crash leaves whole chunks only; run the same command
//! again and it reads them back and goes on after the last. After each chunk `status.txt`
//! in DIR (and a line on stderr) gives the value frequencies, the largest value and where it
//! first appears, the rare values of the rare/common split, and the period check.

use std::fmt::Write as _;
use std::io::Write;
use std::path::{Path, PathBuf};

use engine::sequence::SequenceJob;
use nimlab_api as api;

use crate::Failure;

/// Values a chunk holds unless `--chunk` says otherwise: 16 or 32 MB a file.
pub const CHUNK: usize = 1 << 24;

/// What the values so far show, kept as chunks are read and written.
#[derive(Default)]
struct Census {
    /// Heaps with each value.
    counts: Vec<u64>,
    /// The largest value and the first heap with it.
    largest: Option<(u32, usize)>,
    known: usize,
}

impl Census {
    fn add(&mut self, values: &[u32]) {
        for (i, &v) in values.iter().enumerate() {
            if self.counts.len() <= v as usize {
                self.counts.resize(v as usize + 1, 0);
            }
            self.counts[v as usize] += 1;
            if self.largest.is_none_or(|(m, _)| v > m) {
                self.largest = Some((v, self.known + i));
            }
        }
        self.known += values.len();
    }

    /// The status text: everything the module's header promises.
    fn text(&self, game: &str, to: usize, job: &dyn SequenceJob) -> String {
        let mut out = format!("{game}: g(0..{}) known of g(0..={to})\n", self.known);
        if let Some((v, at)) = self.largest {
            let _ = writeln!(out, "largest value {v}, first at heap {at}");
        }
        match job.rare_split() {
            Some((mask, rare_heaps)) => {
                let rare: Vec<String> = (0..self.counts.len())
                    .filter(|&v| self.counts[v] > 0 && (v as u32 & mask).count_ones().is_multiple_of(2))
                    .map(|v| format!("{v} ({})", self.counts[v]))
                    .collect();
                let _ = writeln!(
                    out,
                    "rare mask {mask:#x}: {rare_heaps} heaps from 1 with rare values: {}",
                    rare.join(", ")
                );
            }
            None => out.push_str("no rare/common split in use\n"),
        }
        let (_, _, reason) = job.period_so_far();
        let _ = writeln!(out, "period: {reason}");
        out.push_str("frequencies (value count):\n");
        for (v, c) in self.counts.iter().enumerate().filter(|(_, &c)| c > 0) {
            let _ = writeln!(out, "{v} {c}");
        }
        out
    }
}

/// The chunk files of DIR in order, each with its index; a gap or a stray name is an error.
fn chunk_files(dir: &Path) -> Result<Vec<PathBuf>, Failure> {
    let cannot = |e: &dyn std::fmt::Display| Failure(format!("--stream '{}': {e}", dir.display()));
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(|e| cannot(&e))? {
        let path = entry.map_err(|e| cannot(&e))?.path();
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        if let Some(index) = name.strip_prefix("chunk-").and_then(|n| n.strip_suffix(".bin")) {
            let index: usize = index.parse().map_err(|_| cannot(&format!("{name} is not a chunk's name")))?;
            found.push((index, path));
        }
    }
    found.sort();
    for (want, (index, path)) in found.iter().enumerate() {
        if *index != want {
            return Err(cannot(&format!("chunk {want} is missing before {}", path.display())));
        }
    }
    Ok(found.into_iter().map(|(_, p)| p).collect())
}

/// The values of one chunk file, checked against the game and the heap it should start at.
fn read_chunk(path: &Path, game: &str, from: usize) -> Result<Vec<u32>, Failure> {
    let bad = |why: String| Failure(format!("{}: {why}", path.display()));
    let bytes = std::fs::read(path).map_err(|e| bad(e.to_string()))?;
    let end = bytes.iter().position(|&b| b == b'\n').ok_or_else(|| bad("no header line".into()))?;
    let header = std::str::from_utf8(&bytes[..end]).map_err(|_| bad("the header is not text".into()))?;
    let words: Vec<&str> = header.split(' ').collect();
    if words.len() < 2 || words[0] != "nimlab-sequence" || words[1] != game {
        return Err(bad(format!("the header {header:?} is not one of {game}")));
    }
    let field = |name: &str| -> Result<usize, Failure> {
        let value = words.iter().find_map(|w| w.strip_prefix(name).and_then(|w| w.strip_prefix('=')));
        value.and_then(|v| v.parse().ok()).ok_or_else(|| bad(format!("the header has no number {name}=")))
    };
    let (width, count, start) = (field("width")?, field("count")?, field("from")?);
    if start != from {
        return Err(bad(format!("it starts at heap {start}, the chunks before end at {from}")));
    }
    let body = &bytes[end + 1..];
    if ![1, 2, 4].contains(&width) || body.len() != width * count {
        return Err(bad(format!("{} bytes of values, not {count} of width {width}", body.len())));
    }
    Ok(body
        .chunks_exact(width)
        .map(|b| {
            let mut v = [0u8; 4];
            v[..width].copy_from_slice(b);
            u32::from_le_bytes(v)
        })
        .collect())
}

/// Writes a chunk under a temporary name, then renames it into place.
fn write_chunk(dir: &Path, index: usize, game: &str, from: usize, values: &[u32]) -> Result<(), Failure> {
    let path = dir.join(format!("chunk-{index:06}.bin"));
    let tmp = dir.join(format!(".chunk-{index:06}.bin.tmp"));
    let (width, bytes) = api::packed_values(values);
    let header = format!("nimlab-sequence {game} width={width} count={} from={from} proved=false\n", values.len());
    let written = std::fs::File::create(&tmp).and_then(|mut f| {
        f.write_all(header.as_bytes())?;
        f.write_all(&bytes)?;
        f.sync_all()
    });
    written.and_then(|_| std::fs::rename(&tmp, &path)).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        Failure(format!("{}: cannot write: {e}", path.display()))
    })
}

/// Memory the kernel says is available, in bytes (None where it does not say).
fn available_memory() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    line.split_whitespace().nth(1)?.parse::<u64>().ok().map(|kb| kb * 1024)
}

/// Runs the stream; returns the last status text.
pub fn stream(game_id: &str, to: usize, dir: &Path, chunk: usize, quiet: bool) -> Result<String, Failure> {
    let (game, mut job) = api::sequence_stream_job(game_id, to)?;
    if chunk == 0 {
        return Err(Failure("--chunk must be at least 1".into()));
    }
    // Every value stays in memory (the method reads them all): two bytes each once values pass
    // 255, with the chunk being written beside them.
    let need = (to as u64 + 1) * 2 + chunk as u64 * 8;
    if let Some(free) = available_memory().filter(|&free| need > free) {
        return Err(Failure(format!(
            "--to {to} needs about {} MB of memory, {} MB are available",
            need >> 20,
            free >> 20
        )));
    }
    std::fs::create_dir_all(dir).map_err(|e| Failure(format!("--stream '{}': {e}", dir.display())))?;
    let mut census = Census::default();
    let files = chunk_files(dir)?;
    for path in &files {
        let values = read_chunk(path, &game, census.known)?;
        job.resume_with(&values);
        census.add(&values);
    }
    if !quiet && !files.is_empty() {
        eprintln!("nimlab: resumed {game} from {} chunks, {} values", files.len(), census.known);
    }
    let mut index = files.len();
    while census.known <= to {
        let end = (census.known + chunk).min(to + 1);
        while job.advance(end, api::SEQUENCE_STEP) < end {}
        let values = job.values_in(census.known, end);
        write_chunk(dir, index, &game, census.known, &values)?;
        census.add(&values);
        index += 1;
        let status = census.text(&game, to, job.as_ref());
        std::fs::write(dir.join("status.txt"), &status)
            .map_err(|e| Failure(format!("{}: cannot write: {e}", dir.join("status.txt").display())))?;
        if !quiet {
            let largest = census.largest.map(|(v, at)| format!(", largest {v} at {at}")).unwrap_or_default();
            let rare = job.rare_split().map(|(m, r)| format!(", {r} rare heaps (mask {m:#x})")).unwrap_or_default();
            eprintln!("nimlab: {game}: {} of {} values{largest}{rare}", census.known, to + 1);
        }
    }
    Ok(census.text(&game, to, job.as_ref()).trim_end().to_string())
}

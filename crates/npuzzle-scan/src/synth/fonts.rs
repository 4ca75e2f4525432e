//! The fonts tiles are drawn in: the machine's DejaVu and Liberation families (Debian's
//! fonts-dejavu-core and fonts-liberation, which scripts/setup.sh installs): bold and regular,
//! serif and sans, condensed, narrow and mono.

use ab_glyph::FontVec;
use std::path::{Path, PathBuf};

/// Where the fonts are looked for, in order; `NPUZZLE_FONTS` names another folder.
const FOLDERS: [&str; 2] = [
    "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/truetype/liberation",
];

/// More families the classifier is trained on (never drawn in the held-out corpus, which keeps
/// its faces): serif, old-style, humanist, geometric, rounded and condensed digits, from Debian's
/// fonts-roboto-unhinted, -crosextra-caladea, -crosextra-carlito, -linuxlibertine, -go,
/// -comfortaa, -open-sans, -lato, -cantarell and -ebgaramond (`scripts/train-scan.sh` installs
/// them). The second corpus (`bench/scan-blender`) is drawn in yet others.
const TRAINING_FOLDERS: [&str; 9] = [
    "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF",
    "/usr/share/fonts/truetype/crosextra",
    "/usr/share/fonts/opentype/linux-libertine",
    "/usr/share/fonts/fonts-go",
    "/usr/share/fonts/truetype/comfortaa",
    "/usr/share/fonts/truetype/open-sans",
    "/usr/share/fonts/truetype/lato",
    "/usr/share/fonts/opentype/cantarell",
    "/usr/share/fonts/opentype/ebgaramond",
];

/// The families a harder training adds: slab (Debian's fonts-roboto-slab), stencil
/// (-allerta), rounded (-dosis), didone (-oldstandard) and tall condensed (-bebas-neue).
const HARDER_FOLDERS: [&str; 5] = [
    "/usr/share/fonts/opentype/roboto/slab",
    "/usr/share/fonts/opentype/allerta",
    "/usr/share/fonts/opentype/dosis",
    "/usr/share/fonts/truetype/fonts-oldstandard",
    "/usr/share/fonts/opentype/bebas-neue",
];

/// Faces left out: symbols and scripts, not digits people print on tiles (Libertine's Keyboard
/// draws each glyph in a key's box).
const SKIP: [&str; 4] = ["MathTeX", "ExtraLight", "Keyboard", "Hairline"];

/// No fonts to draw with.
#[derive(Debug, thiserror::Error)]
#[error(
    "no fonts in {folders}: install Debian's fonts-dejavu-core and fonts-liberation, or set NPUZZLE_FONTS to a folder of .ttf files"
)]
pub struct FontError {
    folders: String,
}

/// The loaded faces, in a fixed order (by file name) so seeds pick the same face everywhere.
pub struct Fonts {
    faces: Vec<(String, FontVec)>,
}

impl Fonts {
    /// Loads every usable face of the font folders.
    pub fn load() -> Result<Fonts, FontError> {
        let folders: Vec<PathBuf> = match std::env::var_os("NPUZZLE_FONTS") {
            Some(dir) => vec![PathBuf::from(dir)],
            None => FOLDERS.iter().map(PathBuf::from).collect(),
        };
        Fonts::load_from(folders)
    }

    /// The faces the classifier is trained on: [`Fonts::load`]'s and more families, those of
    /// them installed; `harder`, five families more.
    pub fn load_for_training(harder: bool) -> Result<Fonts, FontError> {
        let mut folders: Vec<PathBuf> = FOLDERS.iter().map(PathBuf::from).collect();
        folders.extend(TRAINING_FOLDERS.iter().map(PathBuf::from));
        if harder {
            folders.extend(HARDER_FOLDERS.iter().map(PathBuf::from));
        }
        Fonts::load_from(folders)
    }

    fn load_from(mut folders: Vec<PathBuf>) -> Result<Fonts, FontError> {
        folders.sort();
        folders.dedup();
        let mut files: Vec<PathBuf> = folders.iter().flat_map(|d| ttf_files(d)).collect();
        files.sort_by_key(|p| p.file_name().map(|n| n.to_owned()));
        let faces: Vec<(String, FontVec)> = files
            .into_iter()
            .filter_map(|path| {
                let name = path.file_stem()?.to_string_lossy().into_owned();
                if SKIP.iter().any(|s| name.contains(s)) {
                    return None;
                }
                let bytes = std::fs::read(&path).ok()?;
                Some((name, FontVec::try_from_vec(bytes).ok()?))
            })
            .collect();
        if faces.is_empty() {
            let folders = folders
                .iter()
                .map(|d| d.display().to_string())
                .collect::<Vec<_>>();
            return Err(FontError {
                folders: folders.join(", "),
            });
        }
        Ok(Fonts { faces })
    }

    /// How many faces there are.
    pub fn len(&self) -> usize {
        self.faces.len()
    }

    /// Whether there are none (never, once loaded).
    pub fn is_empty(&self) -> bool {
        self.faces.is_empty()
    }

    /// Face `i`.
    pub fn face(&self, i: usize) -> &FontVec {
        &self.faces[i].1
    }

    /// Face `i`'s file name.
    pub fn name(&self, i: usize) -> &str {
        &self.faces[i].0
    }
}

fn ttf_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.extension()
                .is_some_and(|x| x.eq_ignore_ascii_case("ttf") || x.eq_ignore_ascii_case("otf"))
        })
        .collect()
}

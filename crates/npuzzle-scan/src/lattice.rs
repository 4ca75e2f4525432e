//! Finding the board from its tiles when no outline stands out: a board without a frame, a
//! frame cut off by the photo's edge, or one lost in a patterned table. The tiles' faces are
//! many four-sided outlines of one size in rows and columns; their lattice gives the board's
//! size, and mapped back into the photo, its outline.

use crate::ScanError;
use crate::find::{self, Quad};
use image::RgbImage;
use imageproc::contours::Contour;
use imageproc::geometric_transformations::Projection;
use imageproc::geometry::{contour_area, convex_hull};

/// A board found from its tiles.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Lattice {
    /// The tiles' outline, clockwise as the photo shows it, from the corner of the lattice's
    /// first row and first column; its first side runs along a row.
    pub quad: Quad,
    /// Rows (along the outline's second side).
    pub rows: usize,
    /// Columns (along its first side).
    pub cols: usize,
    /// How many tiles were found in it.
    pub tiles: usize,
}

/// A tile's face: a four-sided outline, clockwise.
#[derive(Clone, Copy, Debug)]
struct Face {
    quad: Quad,
    centre: (f32, f32),
    area: f32,
    /// Whether something is drawn on it (a number's outline inside, or notching its ring).
    marked: bool,
}

type V = (f32, f32);

/// Faces of one lattice, each with its column and row.
type Group = (Vec<Face>, Vec<(i32, i32)>);

fn sub(a: V, b: V) -> V {
    (a.0 - b.0, a.1 - b.1)
}

fn dot(a: V, b: V) -> f32 {
    a.0 * b.0 + a.1 * b.1
}

fn len(a: V) -> f32 {
    dot(a, a).sqrt()
}

/// The board whose tiles are among `contours` (of a `w`×`h` photo), if they form a lattice of
/// 2 to 6 rows and columns; two such boards of about as many tiles are refused.
pub fn find(contours: &[Contour<i32>], w: u32, h: u32) -> Result<Lattice, ScanError> {
    let faces = faces(contours, w, h);
    // The tiles are the faces of one size that form a lattice of a board's size; a checked
    // tablecloth's squares form another (too large), so sizes are tried from the most common.
    let alike = |a: f32, b: f32| (0.6..=1.67).contains(&(a / b));
    let mut by_support: Vec<(usize, f32)> = faces
        .iter()
        .map(|f| {
            (
                faces.iter().filter(|g| alike(f.area, g.area)).count(),
                f.area,
            )
        })
        .collect();
    by_support.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.total_cmp(&b.1)));
    let mut tried: Vec<f32> = Vec::new();
    let mut found: Vec<Lattice> = Vec::new();
    for &(support, area) in &by_support {
        if support < 3 || tried.len() == 4 {
            break;
        }
        if tried.iter().any(|&t| alike(t, area)) {
            continue;
        }
        tried.push(area);
        let members: Vec<Face> = faces
            .iter()
            .filter(|g| alike(area, g.area))
            .copied()
            .collect();
        found.extend(
            lattice(members)
                .into_iter()
                // Tiles carry numbers; a tablecloth's checks or a tiled floor do not.
                .filter(|(faces, _)| 2 * faces.iter().filter(|f| f.marked).count() >= faces.len())
                .filter_map(|g| board(g, w, h)),
        );
    }
    found.sort_by_key(|l| std::cmp::Reverse(l.tiles));
    let best = *found.first().ok_or(ScanError::NoBoard)?;
    if found[1..]
        .iter()
        .any(|o| 4 * o.tiles >= 3 * best.tiles && !find::inside(find::centre(&o.quad), &best.quad))
    {
        return Err(ScanError::TwoBoards);
    }
    Ok(best)
}

/// The board a lattice's faces make, mapped into the photo.
fn board((members, coords): Group, w: u32, h: u32) -> Option<Lattice> {
    let (cmin, rmin) = coords
        .iter()
        .fold((i32::MAX, i32::MAX), |(c, r), p| (c.min(p.0), r.min(p.1)));
    let (cols, rows) = extent(coords.iter().copied());
    let pitch = pitch(&members)?;
    let half = 0.5 / pitch;
    let mut pairs = Vec::with_capacity(4 * members.len());
    for (f, &(c, r)) in members.iter().zip(&coords) {
        let (x, y) = ((c - cmin) as f32 + 0.5, (r - rmin) as f32 + 0.5);
        let at = [
            (x - half, y - half),
            (x + half, y - half),
            (x + half, y + half),
            (x - half, y + half),
        ];
        pairs.extend(at.into_iter().zip(f.quad));
    }
    let h = Homography::fit(&pairs, w.max(h) as f32)?;
    let (c, r) = (cols as f32, rows as f32);
    let quad = [(0.0, 0.0), (c, 0.0), (c, r), (0.0, r)].map(|p| h.map(p));
    // A poor fit can fold the outline; the reader needs a convex one.
    let finite = quad.iter().all(|p| p.0.is_finite() && p.1.is_finite());
    (finite && convex(&quad)).then_some(Lattice {
        quad,
        rows,
        cols,
        tiles: members.len(),
    })
}

/// `found` with one more row or column of cells on `side` (0 before its first row, 1 after its
/// last, 2 before its first column, 3 after its last), if the board's size allows it and it stays
/// inside a `w`×`h` photo: a row of tiles whose faces were all missed (their numbers' edges
/// merged with theirs) is not counted by the lattice.
pub fn widened(found: &Lattice, side: usize, w: u32, h: u32) -> Option<Lattice> {
    let (c, r) = (found.cols as f32, found.rows as f32);
    let map =
        Projection::from_control_points([(0.0, 0.0), (c, 0.0), (c, r), (0.0, r)], found.quad)?;
    let (x0, y0, x1, y1, rows, cols) = match side {
        0 => (0.0, -1.0, c, r, found.rows + 1, found.cols),
        1 => (0.0, 0.0, c, r + 1.0, found.rows + 1, found.cols),
        2 => (-1.0, 0.0, c, r, found.rows, found.cols + 1),
        _ => (0.0, 0.0, c + 1.0, r, found.rows, found.cols + 1),
    };
    if !crate::grid::SIDES.contains(&rows) || !crate::grid::SIDES.contains(&cols) {
        return None;
    }
    let quad = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)].map(|p| map * p);
    let inside = |&(x, y): &V| x >= 0.0 && y >= 0.0 && x < w as f32 && y < h as f32;
    quad.iter().all(inside).then_some(Lattice {
        quad,
        rows,
        cols,
        tiles: found.tiles,
    })
}

/// The photo around a lattice, in the lattice's units (a cell is 1 across), and the tiles'
/// colour.
struct Around<'a> {
    photo: &'a RgbImage,
    map: Projection,
    tile: [u8; 3],
}

impl<'a> Around<'a> {
    fn of(photo: &'a RgbImage, found: &Lattice) -> Option<Around<'a>> {
        let (c, r) = (found.cols as f32, found.rows as f32);
        let map =
            Projection::from_control_points([(0.0, 0.0), (c, 0.0), (c, r), (0.0, r)], found.quad)?;
        let mut around = Around {
            photo,
            map,
            tile: [0; 3],
        };
        // The tiles' colour: the median, channel by channel, of each cell's face near a corner
        // (away from its number).
        let mut samples: Vec<[u8; 3]> = (0..found.rows * found.cols)
            .filter_map(|i| around.at((i % found.cols) as f32 + 0.2, (i / found.cols) as f32 + 0.2))
            .collect();
        if samples.is_empty() {
            return None;
        }
        around.tile = std::array::from_fn(|k| {
            samples.sort_by_key(|p| p[k]);
            samples[samples.len() / 2][k]
        });
        Some(around)
    }

    /// The colour at `(x, y)`; none outside the photo.
    fn at(&self, x: f32, y: f32) -> Option<[u8; 3]> {
        let (w, h) = self.photo.dimensions();
        let (px, py) = self.map * (x, y);
        let inside = px >= 0.0 && py >= 0.0 && px < w as f32 && py < h as f32;
        inside.then(|| self.photo.get_pixel(px as u32, py as u32).0)
    }

    /// Whether the colour at `(x, y)` is in the photo and the tiles'.
    fn tiled(&self, x: f32, y: f32) -> bool {
        self.at(x, y).is_some_and(|p| {
            (0..3)
                .map(|k| p[k].abs_diff(self.tile[k]) as u32)
                .sum::<u32>()
                < 60
        })
    }
}

/// Whether most cells one step past `side` of `found` (as [`widened`] numbers them) show the
/// tiles' colour near their corners, as a row of tiles the lattice missed would.
pub fn tiled_beyond(photo: &RgbImage, found: &Lattice, side: usize) -> bool {
    let Some(around) = Around::of(photo, found) else {
        return false;
    };
    let (c, r) = (found.cols as f32, found.rows as f32);
    let count = if side < 2 { found.cols } else { found.rows };
    let cell = |i: usize, a: f32, d: f32| match side {
        0 => (i as f32 + a, -d),
        1 => (i as f32 + a, r + d),
        2 => (-d, i as f32 + a),
        _ => (c + d, i as f32 + a),
    };
    let tiled = (0..count)
        .filter(|&i| {
            let corners = [(0.2, 0.2), (0.8, 0.2), (0.2, 0.8), (0.8, 0.8)];
            let seen = corners
                .iter()
                .filter(|&&(a, d)| {
                    let (x, y) = cell(i, a, d);
                    around.tiled(x, y)
                })
                .count();
            seen >= 2
        })
        .count();
    2 * tiled > count
}

/// Whether the board goes on past the photo's edge: along one of the lattice's sides, most cells
/// one step beyond it show the tiles' colour in the part in view and run out of the photo
/// before their far side (a row or column of tiles cut off, which the lattice cannot count).
/// A frame cut off is not, unless it has the tiles' colour.
pub fn cut_off(photo: &RgbImage, found: &Lattice) -> bool {
    let Some(around) = Around::of(photo, found) else {
        return false;
    };
    let (c, r) = (found.cols as f32, found.rows as f32);
    // Each side: the cells beyond it, each as a line from just past the tiles' gap to its far
    // side, in the lattice's units (column or row, and how far beyond).
    let beyond = |along: f32, depth: f32, side: usize| match side {
        0 => (along, -depth),
        1 => (along, r + depth),
        2 => (-depth, along),
        _ => (c + depth, along),
    };
    (0..4).any(|side| {
        let count = if side < 2 { found.cols } else { found.rows };
        let cut = (0..count)
            .filter(|&i| {
                let far = beyond(i as f32 + 0.5, 0.95, side);
                // The tiles' colour past a frame's width (a third of a cell at most) in the
                // part in view, off the number (near the cell's sides), and no far side in view.
                around.at(far.0, far.1).is_none()
                    && [0.2, 0.8].iter().any(|&a| {
                        [0.35, 0.5, 0.65].iter().any(|&d| {
                            let p = beyond(i as f32 + a, d, side);
                            around.tiled(p.0, p.1)
                        })
                    })
            })
            .count();
        2 * cut > count
    })
}

/// Whether `q`'s corners turn the same way all round.
fn convex(q: &Quad) -> bool {
    let turns: Vec<f32> = (0..4)
        .map(|i| {
            let (a, b, c) = (q[i], q[(i + 1) % 4], q[(i + 2) % 4]);
            (b.0 - a.0) * (c.1 - b.1) - (b.1 - a.1) * (c.0 - b.0)
        })
        .collect();
    turns.iter().all(|&t| t > 0.0) || turns.iter().all(|&t| t < 0.0)
}

/// The outlines that could be tiles' faces: nearly convex, four-sided, about square (allowing
/// for perspective), neither specks nor the whole photo, and inside it.
fn faces(contours: &[Contour<i32>], w: u32, h: u32) -> Vec<Face> {
    let photo = w as f64 * h as f64;
    let mut found: Vec<Face> = Vec::new();
    for contour in contours {
        let hull = convex_hull(contour.points.clone());
        let hull_area = contour_area(&hull);
        if hull_area < photo / 1500.0 || hull_area > photo / 5.0 || find::touches_edge(&hull, w, h)
        {
            continue;
        }
        // A digit's edges can touch the face's ring and notch it; its hull is still the face.
        if contour_area(&contour.points) < 0.5 * hull_area {
            continue;
        }
        let Some(quad) = find::four_corners(&hull) else {
            continue;
        };
        let area = find::quad_area(&quad);
        if area < 0.85 * hull_area {
            continue;
        }
        let q = find::order(quad);
        let side = |i: usize| len(sub(q[(i + 1) % 4], q[i]));
        let (a, b, c, d) = (side(0), side(1), side(2), side(3));
        let (across, down) = (a + c, b + d);
        if a.min(c) < 0.6 * a.max(c)
            || b.min(d) < 0.6 * b.max(d)
            || across.min(down) < 0.5 * across.max(down)
        {
            continue;
        }
        found.push(Face {
            quad: q,
            centre: find::centre(&q),
            area: area as f32,
            marked: contour_area(&contour.points) < 0.9 * hull_area,
        });
    }
    // A number drawn on a face is an outline of its own inside it.
    let marks: Vec<((f32, f32), f64)> = contours
        .iter()
        .map(|c| {
            let n = c.points.len() as f32;
            let x = c.points.iter().map(|p| p.x as f32).sum::<f32>() / n;
            let y = c.points.iter().map(|p| p.y as f32).sum::<f32>() / n;
            ((x, y), contour_area(&convex_hull(c.points.clone())))
        })
        .collect();
    for f in &mut found {
        let face = f64::from(f.area);
        f.marked |= marks
            .iter()
            .any(|&(at, a)| (0.01 * face..0.7 * face).contains(&a) && find::inside(at, &f.quad));
    }
    // A tile's edge can make two rings, one inside the other: keep the outer.
    found.sort_by(|x, y| y.area.total_cmp(&x.area));
    let mut kept: Vec<Face> = Vec::new();
    for f in found {
        let nested = kept
            .iter()
            .any(|k| k.area < 2.5 * f.area && find::inside(f.centre, &k.quad));
        if !nested {
            kept.push(f);
        }
    }
    kept
}

/// A face's sides: along its first side, and along its second.
fn basis(q: &Quad) -> (V, V) {
    let u = sub(q[1], q[0]);
    let u2 = sub(q[2], q[3]);
    let v = sub(q[3], q[0]);
    let v2 = sub(q[2], q[1]);
    (
        ((u.0 + u2.0) / 2.0, (u.1 + u2.1) / 2.0),
        ((v.0 + v2.0) / 2.0, (v.1 + v2.1) / 2.0),
    )
}

/// `d` in the basis `(u, v)`.
fn coords_in(d: V, (u, v): (V, V)) -> Option<V> {
    let det = u.0 * v.1 - u.1 * v.0;
    if det.abs() < 1e-6 {
        return None;
    }
    Some(((d.0 * v.1 - d.1 * v.0) / det, (u.0 * d.1 - u.1 * d.0) / det))
}

/// The step from one tile to the next, in face sides (faces are smaller than the cells by the
/// gap between tiles and the edges' width): the median over neighbouring pairs.
fn pitch(faces: &[Face]) -> Option<f32> {
    let mut steps: Vec<f32> = Vec::new();
    for f in faces {
        let b = basis(&f.quad);
        for g in faces {
            let Some((x, y)) = coords_in(sub(g.centre, f.centre), b) else {
                continue;
            };
            let (big, small) = (x.abs().max(y.abs()), x.abs().min(y.abs()));
            if (0.9..1.9).contains(&big) && small < 0.3 * big {
                steps.push(big);
            }
        }
    }
    if steps.is_empty() {
        return None;
    }
    steps.sort_by(f32::total_cmp);
    Some(steps[steps.len() / 2])
}

/// Where `g` lies from `f` in steps along `f`'s sides, if it is the next tile along a row or
/// column (a step of one face and the gap between: the gap and the edges' width make it 1 to
/// 1.75 face sides) or the one after it, and about as large and turned alike (neighbours differ
/// little even in perspective; a table's checks are another size, or turned otherwise).
fn neighbour(f: &Face, g: &Face) -> Option<(i32, i32)> {
    if !near(f.area, g.area, 1.28) {
        return None;
    }
    let ((fu, fv), (gu, gv)) = (basis(&f.quad), basis(&g.quad));
    let like = |a: V, b: V| len(sub(a, b)) <= 0.3 * len(a);
    let turned = [gu, gv, (-gu.0, -gu.1), (-gv.0, -gv.1)];
    if !turned.iter().any(|&t| like(fu, t)) || !turned.iter().any(|&t| like(fv, t)) {
        return None;
    }
    let (x, y) = coords_in(sub(g.centre, f.centre), (fu, fv))?;
    let (big, small) = (x.abs().max(y.abs()), x.abs().min(y.abs()));
    // The next tile, or the one after it past a tile whose edges were missed (its number's
    // edges merged with its own, or the blank between).
    let step = if (0.95..=1.75).contains(&big) && small <= 0.3 {
        1
    } else if (2.0..=3.4).contains(&big) && small <= 0.5 {
        2
    } else {
        return None;
    };
    Some(if x.abs() > y.abs() {
        (step * x.signum() as i32, 0)
    } else {
        (0, step * y.signum() as i32)
    })
}

/// The faces that form one lattice (turned so each one's first side runs along a row) and
/// each one's column and row: the groups of neighbouring faces whose lattice has a board's size.
fn lattice(mut faces: Vec<Face>) -> Vec<Group> {
    let mut at: Vec<Option<(i32, i32)>> = vec![None; faces.len()];
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for seed in 0..faces.len() {
        if at[seed].is_some() {
            continue;
        }
        // Every face of the group turned to run along the seed's rows (a quad's corners come
        // in the photo's order, so a face's first side may be along the seed's column).
        let along = basis(&faces[seed].quad).0;
        at[seed] = Some((0, 0));
        let mut group = vec![seed];
        let mut queue = std::collections::VecDeque::from([seed]);
        while let Some(i) = queue.pop_front() {
            let Some(here) = at[i] else { continue };
            for j in 0..faces.len() {
                if at[j].is_some() {
                    continue;
                }
                let Some((dx, dy)) = neighbour(&faces[i], &faces[j]) else {
                    continue;
                };
                let there = (here.0 + dx, here.1 + dy);
                if group.iter().any(|&k| at[k] == Some(there)) {
                    continue;
                }
                // Face i's sides run as the seed's (it was turned when it joined), so the step
                // is in the seed's rows and columns; face j is turned to run so too.
                turn_along(&mut faces[j], along);
                at[j] = Some(there);
                group.push(j);
                queue.push_back(j);
            }
        }
        let (cols, rows) = extent(group.iter().filter_map(|&k| at[k]));
        let sides = crate::grid::SIDES;
        // All but the blank are tiles; a third of them may go unseen (glare, a digit touching
        // the edge), no more.
        let fits = sides.contains(&rows)
            && sides.contains(&cols)
            && 3 * group.len() >= 2 * (rows * cols - 1);
        if fits {
            groups.push(group);
        }
    }
    groups
        .into_iter()
        .map(|g| {
            let coords = g.iter().filter_map(|&k| at[k]).collect();
            (g.iter().map(|&k| faces[k]).collect(), coords)
        })
        .collect()
}

/// Whether areas `a` and `b` are within a factor `f` of each other.
fn near(a: f32, b: f32, f: f32) -> bool {
    (1.0 / f..=f).contains(&(b / a))
}

/// Turns `face`'s corners so its first side runs most along `along`.
fn turn_along(face: &mut Face, along: V) {
    let side = |k: usize| sub(face.quad[(k + 1) % 4], face.quad[k]);
    let turn = (0..4)
        .max_by(|&a, &b| dot(side(a), along).total_cmp(&dot(side(b), along)))
        .unwrap_or(0);
    face.quad = std::array::from_fn(|i| face.quad[(i + turn) % 4]);
}

/// Columns and rows a set of lattice points spans.
fn extent(points: impl Iterator<Item = (i32, i32)>) -> (usize, usize) {
    let (mut c0, mut r0, mut c1, mut r1) = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
    for (c, r) in points {
        (c0, r0, c1, r1) = (c0.min(c), r0.min(r), c1.max(c), r1.max(r));
    }
    if c1 < c0 {
        return (0, 0);
    }
    ((c1 - c0 + 1) as usize, (r1 - r0 + 1) as usize)
}

/// A plane's projection onto the photo, fitted by least squares.
struct Homography([f64; 8]);

impl Homography {
    /// The projection taking each pair's first point (on the lattice) to its second (in the
    /// photo), photo coordinates scaled by `scale` while solving.
    fn fit(pairs: &[(V, V)], scale: f32) -> Option<Homography> {
        let s = f64::from(scale);
        let mut ata = [[0f64; 8]; 8];
        let mut atb = [0f64; 8];
        for &((lx, ly), (px, py)) in pairs {
            let (x, y) = (f64::from(lx), f64::from(ly));
            let (u, v) = (f64::from(px) / s, f64::from(py) / s);
            let rows = [
                ([x, y, 1.0, 0.0, 0.0, 0.0, -x * u, -y * u], u),
                ([0.0, 0.0, 0.0, x, y, 1.0, -x * v, -y * v], v),
            ];
            for (a, b) in rows {
                for i in 0..8 {
                    atb[i] += a[i] * b;
                    for j in 0..8 {
                        ata[i][j] += a[i] * a[j];
                    }
                }
            }
        }
        let mut h = solve(ata, atb)?;
        for k in [0, 1, 2, 3, 4, 5] {
            h[k] *= s;
        }
        Some(Homography(h))
    }

    fn map(&self, (x, y): V) -> V {
        let h = &self.0;
        let (x, y) = (f64::from(x), f64::from(y));
        let w = h[6] * x + h[7] * y + 1.0;
        (
            ((h[0] * x + h[1] * y + h[2]) / w) as f32,
            ((h[3] * x + h[4] * y + h[5]) / w) as f32,
        )
    }
}

/// `a x = b` by Gaussian elimination with partial pivoting; `None` if `a` is singular.
fn solve(mut a: [[f64; 8]; 8], mut b: [f64; 8]) -> Option<[f64; 8]> {
    for col in 0..8 {
        let pivot = (col..8).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (done, rest) = a.split_at_mut(col + 1);
        let pivot_row = &done[col];
        for (row, r) in rest.iter_mut().enumerate() {
            let f = r[col] / pivot_row[col];
            for (x, p) in r[col..].iter_mut().zip(&pivot_row[col..]) {
                *x -= f * p;
            }
            b[col + 1 + row] -= f * b[col];
        }
    }
    let mut x = [0f64; 8];
    for row in (0..8).rev() {
        let rest: f64 = (row + 1..8).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    Some(x)
}

/// The faces found in a photo (centre, area) and the groups they form, for looking into a
/// photo the reader missed (`examples/faces.rs`).
pub fn explain(contours: &[Contour<i32>], w: u32, h: u32) -> String {
    let faces = faces(contours, w, h);
    let mut out = format!("{} faces\n", faces.len());
    for f in &faces {
        out += &format!(
            "  at ({:.0}, {:.0}) area {:.0} sides {:?}\n",
            f.centre.0,
            f.centre.1,
            f.area,
            basis(&f.quad)
        );
    }
    out += &format!("pitch {:?}\n", pitch(&faces));
    out
}

/// The faces' outlines (for `examples/faces.rs`).
pub fn face_quads(contours: &[Contour<i32>], w: u32, h: u32) -> Vec<Quad> {
    faces(contours, w, h).iter().map(|f| f.quad).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_projection_is_fitted_back_from_its_own_points() {
        let truth = Homography([120.0, 15.0, 40.0, -8.0, 95.0, 60.0, 0.02, -0.01]);
        let pairs: Vec<(V, V)> = [(0.0, 0.0), (3.0, 0.0), (3.0, 2.0), (0.0, 2.0), (1.5, 1.0)]
            .into_iter()
            .map(|p| (p, truth.map(p)))
            .collect();
        let fitted = Homography::fit(&pairs, 640.0).expect("five points in general position");
        for p in [(0.5, 0.5), (2.0, 1.5), (4.0, 3.0)] {
            let (a, b) = (truth.map(p), fitted.map(p));
            assert!(
                (a.0 - b.0).abs() < 0.01 && (a.1 - b.1).abs() < 0.01,
                "{a:?} {b:?}"
            );
        }
    }
}

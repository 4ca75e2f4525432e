//! Finding the board: the largest four-sided outline that is nearly convex and not cut by the
//! photo's edge. The frame's edge is a closed ring of edges, so both its outer side and its inner
//! side are candidates; the inner side stays four-sided when things on the table touch the board.

use crate::ScanError;
use crate::canny::Ridges;
use image::{GrayImage, Luma, RgbImage};
use imageproc::contours::{Contour, find_contours};
use imageproc::distance_transform::Norm;
use imageproc::geometry::{approximate_polygon_dp, arc_length, contour_area, convex_hull};
use imageproc::point::Point;

/// A quadrilateral: top-left, top-right, bottom-right, bottom-left as the photo stands.
pub type Quad = [(f32, f32); 4];

/// Canny's thresholds (low, high) for the edges of boards that stand out from the table.
pub const STRONG: (f32, f32) = (15.0, 40.0);

/// The edges of `photo` by Canny's `thresholds`, thickened by `thick` pixels each way so that a
/// tile's or a frame's edge is a closed ring.
pub fn edges(photo: &RgbImage, thick: u8, thresholds: (f32, f32)) -> GrayImage {
    Gradients::of(photo).edges(thick, thresholds)
}

/// A photo's gradients in each colour channel, before Canny's thresholds: the looks that see the
/// photo at one size with other thresholds or thickness share them.
pub struct Gradients {
    channels: [Ridges; 3],
}

impl Gradients {
    /// The gradients of `photo`'s channels, each smoothed first.
    pub fn of(photo: &RgbImage) -> Gradients {
        let (w, h) = photo.dimensions();
        Gradients {
            channels: std::array::from_fn(|k| {
                let channel = GrayImage::from_fn(w, h, |x, y| Luma([photo.get_pixel(x, y)[k]]));
                Ridges::of(&crate::canny::blur(&channel, 1.2))
            }),
        }
    }

    /// [`edges`] from these gradients.
    pub fn edges(&self, thick: u8, (low, high): (f32, f32)) -> GrayImage {
        // Edges in any colour channel: a blue frame on a purple table differs little in
        // brightness.
        let [first, rest @ ..] = &self.channels;
        let mut edges = first.edges(low, high);
        for ridges in rest {
            let found = ridges.edges(low, high);
            edges
                .iter_mut()
                .zip(found.iter())
                .for_each(|(e, f)| *e = (*e).max(*f));
        }
        imageproc::morphology::dilate(&edges, Norm::LInf, thick)
    }
}

/// The outlines in an edge image worth a look: enough points to be a shape.
pub fn contours(edges: &GrayImage) -> Vec<Contour<i32>> {
    find_contours::<i32>(edges)
        .into_iter()
        .filter(|c| c.points.len() >= 8)
        .collect()
}

/// The largest nearly convex four-sided outline among `contours` of a `w`×`h` photo.
pub fn outline(contours: &[Contour<i32>], w: u32, h: u32) -> Result<Quad, ScanError> {
    let found = outlines(contours, w, h);
    let Some(&(area, best)) = found.first() else {
        return Err(ScanError::NoBoard);
    };
    // Another board: as large, and outside this one (not its own inner outline).
    if found[1..]
        .iter()
        .any(|&(a, q)| a > 0.5 * area && !inside(centre(&q), &best))
    {
        return Err(ScanError::TwoBoards);
    }
    Ok(order(best))
}

/// Every nearly convex four-sided outline among `contours` large enough to be a board, with
/// its area, the largest first.
pub fn outlines(contours: &[Contour<i32>], w: u32, h: u32) -> Vec<(f64, Quad)> {
    let least = 0.04 * w as f64 * h as f64;
    let mut found: Vec<(f64, Quad)> = Vec::new();
    for contour in contours {
        let hull = convex_hull(contour.points.clone());
        let hull_area = contour_area(&hull);
        if hull_area < least || touches_edge(&hull, w, h) {
            continue;
        }
        // Nearly convex: what the outline holds fills its hull.
        if contour_area(&contour.points) < 0.9 * hull_area {
            continue;
        }
        let Some(quad) = four_corners(&hull) else {
            continue;
        };
        let area = quad_area(&quad);
        if area < 0.92 * hull_area {
            continue;
        }
        found.push((area, quad));
    }
    found.sort_by(|a, b| b.0.total_cmp(&a.0));
    found
}

/// Whether `hull` reaches the rim of a `w`×`h` photo.
pub fn touches_edge(hull: &[Point<i32>], w: u32, h: u32) -> bool {
    hull.iter()
        .any(|p| p.x <= 2 || p.y <= 2 || p.x >= w as i32 - 3 || p.y >= h as i32 - 3)
}

/// The four hull points enclosing the most area (among a simplified hull's points).
pub fn four_corners(hull: &[Point<i32>]) -> Option<Quad> {
    let mut simple = hull.to_vec();
    let mut eps = 0.005 * arc_length(hull, true);
    while simple.len() > 12 {
        simple = approximate_polygon_dp(hull, eps, true);
        eps *= 1.5;
    }
    if simple.len() < 4 {
        return None;
    }
    let p: Vec<(f32, f32)> = simple.iter().map(|q| (q.x as f32, q.y as f32)).collect();
    let n = p.len();
    let mut best: Option<(f32, Quad)> = None;
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    let q = [p[a], p[b], p[c], p[d]];
                    let area = quad_area(&q) as f32;
                    if best.is_none_or(|(x, _)| area > x) {
                        best = Some((area, q));
                    }
                }
            }
        }
    }
    best.map(|(_, q)| q)
}

/// The area of a simple quadrilateral given in order around it.
pub fn quad_area(q: &Quad) -> f64 {
    let mut s = 0.0;
    for i in 0..4 {
        let (a, b) = (q[i], q[(i + 1) % 4]);
        s += f64::from(a.0) * f64::from(b.1) - f64::from(b.0) * f64::from(a.1);
    }
    s.abs() / 2.0
}

/// The mean of a quadrilateral's corners.
pub fn centre(q: &Quad) -> (f32, f32) {
    let x = q.iter().map(|p| p.0).sum::<f32>() / 4.0;
    let y = q.iter().map(|p| p.1).sum::<f32>() / 4.0;
    (x, y)
}

/// Whether `p` lies inside the convex `q`.
pub fn inside(p: (f32, f32), q: &Quad) -> bool {
    let mut sign = 0.0f32;
    for i in 0..4 {
        let (a, b) = (q[i], q[(i + 1) % 4]);
        let cross = (b.0 - a.0) * (p.1 - a.1) - (b.1 - a.1) * (p.0 - a.0);
        if sign == 0.0 {
            sign = cross.signum();
        } else if cross.signum() != sign {
            return false;
        }
    }
    true
}

/// Clockwise as the photo shows it, starting at the corner nearest its top-left.
pub fn order(q: Quad) -> Quad {
    let (cx, cy) = centre(&q);
    let mut v = q.to_vec();
    v.sort_by(|a, b| {
        (a.1 - cy)
            .atan2(a.0 - cx)
            .total_cmp(&(b.1 - cy).atan2(b.0 - cx))
    });
    let start = (0..4)
        .min_by(|&i, &j| (v[i].0 + v[i].1).total_cmp(&(v[j].0 + v[j].1)))
        .unwrap_or(0);
    [
        v[start],
        v[(start + 1) % 4],
        v[(start + 2) % 4],
        v[(start + 3) % 4],
    ]
}

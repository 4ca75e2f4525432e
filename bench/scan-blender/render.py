"""A second corpus of puzzle photos for measuring the scan reader, made a different way from
the one it is trained on (crates/npuzzle-scan/src/synth): 3-D scenes rendered by Blender's
Cycles (path-traced light, bevelled tiles, specular glare, soft shadows, depth of field, the
renderer's own noise), in fonts the training never uses (Debian's fonts-freefont-ttf and
fonts-urw-base35). Never train on these photos.

    blender -b -P bench/scan-blender/render.py -- OUT_DIR COUNT [FIRST] [--cut]

writes OUT_DIR/N.jpg for N in FIRST..FIRST+COUNT and one line a photo to OUT_DIR/truth.jsonl
(a photo rendered again replaces its line, so batches can be resumed or redone): {"file", "rows", "cols", "tiles" (row-major as the board stands upright,
0 the blank), "corners" (the board's outline: top-left, top-right, bottom-right, bottom-left,
in pixels), "style"}. Photo N is the same scene on every machine (seeded by N). With --cut the
camera comes close enough that part of the board's frame leaves the photo.
"""

import bpy
import glob
import json
import math
import os
import random
import sys

from bpy_extras.object_utils import world_to_camera_view
from mathutils import Euler, Vector

SIZES = [(3, 3), (3, 4), (4, 4), (5, 5)]
FONT_GLOBS = [
    "/usr/share/fonts/truetype/freefont/*.ttf",
    "/usr/share/fonts/opentype/urw-base35/*.otf",
]
# Symbols, dingbats and script faces: no digits people print on tiles.
FONT_SKIP = ("StandardSymbols", "D050000L", "Z003")

TILE_COLOURS = [
    (0.85, 0.82, 0.72), (0.95, 0.95, 0.93), (0.75, 0.1, 0.08), (0.1, 0.25, 0.6),
    (0.9, 0.65, 0.1), (0.15, 0.45, 0.2), (0.55, 0.35, 0.2), (0.08, 0.08, 0.08),
    (0.6, 0.75, 0.9), (0.9, 0.5, 0.6),
]
FRAME_COLOURS = [
    (0.05, 0.05, 0.05), (0.3, 0.18, 0.08), (0.6, 0.6, 0.62), (0.1, 0.12, 0.35),
    (0.55, 0.05, 0.05), (0.85, 0.85, 0.8), (0.2, 0.35, 0.2),
]


def fonts():
    files = sorted(f for g in FONT_GLOBS for f in glob.glob(g))
    files = [f for f in files if not any(s in f for s in FONT_SKIP)]
    if not files:
        sys.exit("no fonts: install Debian's fonts-freefont-ttf and fonts-urw-base35")
    return files


def luminance(c):
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]


def material(name, colour, roughness, specular=0.5, metallic=0.0):
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    p = m.node_tree.nodes["Principled BSDF"]
    p.inputs["Base Color"].default_value = (*colour, 1.0)
    p.inputs["Roughness"].default_value = roughness
    p.inputs["Specular"].default_value = specular
    p.inputs["Metallic"].default_value = metallic
    return m


def table_material(rng):
    """Wood grain, a checked cloth, or a plain surface."""
    kind = rng.choice(["wood", "checks", "plain", "noise"])
    m = bpy.data.materials.new("table")
    m.use_nodes = True
    nodes, links = m.node_tree.nodes, m.node_tree.links
    p = nodes["Principled BSDF"]
    p.inputs["Roughness"].default_value = rng.uniform(0.3, 0.9)
    coord = nodes.new("ShaderNodeTexCoord")
    if kind == "wood":
        wave = nodes.new("ShaderNodeTexWave")
        wave.inputs["Scale"].default_value = rng.uniform(0.3, 1.2)
        wave.inputs["Distortion"].default_value = rng.uniform(2, 8)
        wave.inputs["Detail"].default_value = 4
        ramp = nodes.new("ShaderNodeValToRGB")
        base = (rng.uniform(0.3, 0.6), rng.uniform(0.15, 0.3), rng.uniform(0.05, 0.12))
        ramp.color_ramp.elements[0].color = (*base, 1)
        ramp.color_ramp.elements[1].color = (*(v * 0.5 for v in base), 1)
        links.new(coord.outputs["Object"], wave.inputs["Vector"])
        links.new(wave.outputs["Fac"], ramp.inputs["Fac"])
        links.new(ramp.outputs["Color"], p.inputs["Base Color"])
    elif kind == "checks":
        checker = nodes.new("ShaderNodeTexChecker")
        checker.inputs["Scale"].default_value = rng.uniform(1.5, 6)
        a = (rng.random(), rng.random(), rng.random())
        checker.inputs["Color1"].default_value = (*a, 1)
        checker.inputs["Color2"].default_value = (0.9, 0.9, 0.88, 1)
        links.new(coord.outputs["Object"], checker.inputs["Vector"])
        links.new(checker.outputs["Color"], p.inputs["Base Color"])
    elif kind == "noise":
        noise = nodes.new("ShaderNodeTexNoise")
        noise.inputs["Scale"].default_value = rng.uniform(2, 20)
        ramp = nodes.new("ShaderNodeValToRGB")
        a = (rng.random() * 0.6, rng.random() * 0.6, rng.random() * 0.6)
        ramp.color_ramp.elements[0].color = (*a, 1)
        ramp.color_ramp.elements[1].color = (*(min(1, v + 0.3) for v in a), 1)
        links.new(coord.outputs["Object"], noise.inputs["Vector"])
        links.new(noise.outputs["Fac"], ramp.inputs["Fac"])
        links.new(ramp.outputs["Color"], p.inputs["Base Color"])
    else:
        p.inputs["Base Color"].default_value = (rng.random(), rng.random(), rng.random(), 1)
    return m, kind


def box(name, size, location, mat, bevel=0.0):
    bpy.ops.mesh.primitive_cube_add(size=1, location=location)
    o = bpy.context.object
    o.name = name
    o.scale = size
    bpy.ops.object.transform_apply(scale=True)
    if bevel > 0:
        mod = o.modifiers.new("bevel", "BEVEL")
        mod.width = bevel
        mod.segments = 3
    o.data.materials.append(mat)
    return o


def scene(n, font_files, cut):
    rng = random.Random(n * 7919 + (1 if cut else 0))
    rows, cols = SIZES[n % len(SIZES)]
    tiles = list(range(rows * cols))
    rng.shuffle(tiles)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    sc = bpy.context.scene
    sc.render.engine = "CYCLES"
    sc.cycles.device = "CPU"
    sc.cycles.samples = rng.choice([8, 12, 16, 24])
    sc.cycles.use_denoising = False
    sc.cycles.max_bounces = 4
    portrait = rng.random() < 0.4
    sc.render.resolution_x, sc.render.resolution_y = (600, 800) if portrait else (800, 600)
    sc.render.resolution_percentage = 100
    sc.render.image_settings.file_format = "JPEG"
    quality = rng.randint(60, 92)
    sc.render.image_settings.quality = quality

    world = bpy.data.worlds.new("world")
    sc.world = world
    world.use_nodes = True
    bg = world.node_tree.nodes["Background"]
    bg.inputs["Color"].default_value = (0.8, 0.8, 0.85, 1)
    bg.inputs["Strength"].default_value = rng.uniform(0.2, 1.0)

    table_mat, table_kind = table_material(rng)
    bpy.ops.mesh.primitive_plane_add(size=60, location=(0, 0, 0))
    bpy.context.object.data.materials.append(table_mat)

    pitch = 1.0
    gap = rng.uniform(0.03, 0.1)
    frameless = rng.random() < 0.2
    margin = 0.0 if frameless else rng.uniform(0.12, 0.45)
    width, depth = cols * pitch + 2 * margin, rows * pitch + 2 * margin
    frame_colour = rng.choice(FRAME_COLOURS)
    frame_mat = material("frame", frame_colour, rng.uniform(0.2, 0.7))
    base = 0.15
    if not frameless:
        # A tray: its floor, and four walls as high as the tiles.
        box("floor", (width, depth, base), (0, 0, base / 2), frame_mat)
        wall = 0.3
        for (sx, sy, x, y) in [
            (width, margin, 0, depth / 2 - margin / 2),
            (width, margin, 0, -depth / 2 + margin / 2),
            (margin, depth - 2 * margin, width / 2 - margin / 2, 0),
            (margin, depth - 2 * margin, -width / 2 + margin / 2, 0),
        ]:
            box("wall", (sx, sy, wall), (x, y, base + wall / 2 - 0.1), frame_mat, bevel=0.02)
    tile_colour = rng.choice(TILE_COLOURS)
    ink = (0.02, 0.02, 0.02) if luminance(tile_colour) > 0.35 else (0.95, 0.95, 0.92)
    if rng.random() < 0.25:
        ink = rng.choice([(0.7, 0.05, 0.05), (0.05, 0.1, 0.5)]) if luminance(tile_colour) > 0.5 else ink
    tile_mat = material("tile", tile_colour, rng.uniform(0.05, 0.5), specular=rng.uniform(0.4, 0.9))
    ink_mat = material("ink", ink, 0.4)
    font_path = rng.choice(font_files)
    font = bpy.data.fonts.load(font_path)
    size = pitch - gap
    bevel = rng.uniform(0.02, 0.12)
    top = base + 0.2
    text_scale = rng.uniform(0.55, 0.85)
    for i, t in enumerate(tiles):
        if t == 0:
            continue
        r, c = divmod(i, cols)
        x = -cols * pitch / 2 + (c + 0.5) * pitch
        y = rows * pitch / 2 - (r + 0.5) * pitch
        box("tile", (size, size, 0.2), (x, y, top - 0.1), tile_mat, bevel=bevel)
        curve = bpy.data.curves.new("n", type="FONT")
        curve.body = str(t)
        curve.font = font
        curve.align_x = "CENTER"
        curve.align_y = "CENTER"
        curve.size = size * text_scale * (0.85 if t >= 10 else 1.0)
        curve.extrude = 0.004
        o = bpy.data.objects.new("n", curve)
        o.location = (x, y, top + 0.005)
        sc.collection.objects.link(o)
        o.data.materials.append(ink_mat)

    # Clutter on the table, away from the board.
    for k in range(rng.randint(0, 4)):
        angle = rng.uniform(0, 2 * math.pi)
        dist = max(width, depth) * rng.uniform(0.8, 1.6)
        colour = (rng.random(), rng.random(), rng.random())
        m = material("clutter", colour, rng.uniform(0.1, 0.9))
        loc = (dist * math.cos(angle), dist * math.sin(angle), 0.25)
        if rng.random() < 0.5:
            bpy.ops.mesh.primitive_cylinder_add(radius=rng.uniform(0.3, 0.8), depth=0.5, location=loc)
        else:
            bpy.ops.mesh.primitive_cube_add(size=rng.uniform(0.4, 1.2), location=loc)
            bpy.context.object.rotation_euler = (0, 0, rng.uniform(0, math.pi))
        bpy.context.object.data.materials.append(m)

    # Light: a sun for hard shadows and an area lamp for soft light and a specular spot.
    sun = bpy.data.lights.new("sun", type="SUN")
    sun.energy = rng.uniform(1.5, 5)
    sun.angle = math.radians(rng.uniform(1, 15))
    o = bpy.data.objects.new("sun", sun)
    o.rotation_euler = Euler((math.radians(rng.uniform(5, 45)), 0, rng.uniform(0, 2 * math.pi)))
    sc.collection.objects.link(o)
    area = bpy.data.lights.new("area", type="AREA")
    area.energy = rng.uniform(100, 600)
    area.size = rng.uniform(1, 4)
    o = bpy.data.objects.new("area", area)
    o.location = (rng.uniform(-3, 3), rng.uniform(-3, 3), rng.uniform(4, 8))
    sc.collection.objects.link(o)

    # The camera: tilted up to 30° from straight down, turned about the board up to ±20°, and a
    # quarter turn more one photo in six.
    cam = bpy.data.cameras.new("camera")
    cam.lens = rng.uniform(26, 50)
    cam_o = bpy.data.objects.new("camera", cam)
    sc.collection.objects.link(cam_o)
    sc.camera = cam_o
    tilt = math.radians(rng.uniform(0, 30))
    turn = math.radians(rng.uniform(-20, 20))
    if rng.random() < 1 / 6:
        turn += rng.choice([math.pi / 2, math.pi, -math.pi / 2])
    heading = rng.uniform(0, 2 * math.pi)
    target = Vector((rng.uniform(-0.1, 0.1) * width, rng.uniform(-0.1, 0.1) * depth, top))
    rot = Euler((tilt, 0, 0))
    cam_o.rotation_euler = rot
    # The tilt's direction, then the roll: the camera looks at the board from `heading`.
    cam_o.rotation_euler.rotate(Euler((0, 0, heading)))
    corners3 = [
        Vector((-width / 2, depth / 2, top)), Vector((width / 2, depth / 2, top)),
        Vector((width / 2, -depth / 2, top)), Vector((-width / 2, -depth / 2, top)),
    ]
    fill = rng.uniform(1.05, 1.5) if not cut else rng.uniform(0.6, 0.85)
    dist = max(width, depth) * 2.0
    for _ in range(40):
        view = cam_o.rotation_euler.to_matrix() @ Vector((0, 0, 1))
        cam_o.location = target + view * dist
        # Roll the picture by `turn` about the view axis.
        cam_o.rotation_euler = (cam_o.rotation_euler.to_matrix() @ Euler((0, 0, turn)).to_matrix()).to_euler()
        bpy.context.view_layer.update()
        pts = [world_to_camera_view(sc, cam_o, p) for p in corners3]
        spread = max(max(abs(p.x - 0.5), abs(p.y - 0.5)) for p in pts) * 2
        cam_o.rotation_euler = (cam_o.rotation_euler.to_matrix() @ Euler((0, 0, -turn)).to_matrix()).to_euler()
        if abs(spread - 1 / fill) < 0.02:
            break
        dist *= spread * fill
    cam_o.rotation_euler = (cam_o.rotation_euler.to_matrix() @ Euler((0, 0, turn)).to_matrix()).to_euler()
    bpy.context.view_layer.update()
    if rng.random() < 0.4:
        cam.dof.use_dof = True
        cam.dof.focus_distance = (cam_o.location - target).length
        cam.dof.aperture_fstop = rng.uniform(2.8, 8)

    w, h = sc.render.resolution_x, sc.render.resolution_y
    corners = []
    for p in corners3:
        v = world_to_camera_view(sc, cam_o, p)
        corners.append([round(v.x * w), round((1 - v.y) * h)])
    name = f"{n}.jpg"
    style = " ".join([
        "frameless" if frameless else "framed", table_kind, os.path.basename(font_path).rsplit(".", 1)[0],
        f"tilt{math.degrees(tilt):.0f}", f"q{quality}",
    ])
    return name, {"file": name, "rows": rows, "cols": cols, "tiles": tiles, "corners": corners, "style": style}


def keep_truth(path, truth):
    """Writes `truth` into the truth file, replacing the line of a photo of the same name."""
    lines = []
    if os.path.exists(path):
        with open(path) as f:
            lines = [l for l in f if l.strip() and json.loads(l)["file"] != truth["file"]]
    lines.append(json.dumps(truth) + "\n")
    with open(path + ".part", "w") as f:
        f.writelines(lines)
    os.replace(path + ".part", path)


def main():
    argv = sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else []
    cut = "--cut" in argv
    argv = [a for a in argv if a != "--cut"]
    out, count = argv[0], int(argv[1])
    first = int(argv[2]) if len(argv) > 2 else 0
    os.makedirs(out, exist_ok=True)
    font_files = fonts()
    for n in range(first, first + count):
        name, truth = scene(n, font_files, cut)
        bpy.context.scene.render.filepath = os.path.join(out, name)
        bpy.ops.render.render(write_still=True)
        keep_truth(os.path.join(out, "truth.jsonl"), truth)


main()

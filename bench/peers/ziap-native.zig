// A native driver for ziap/sliding-puzzle's solver, the one its wasm worker calls
// (solver.HybridSolver with pattern-database.Default). Its own command line solves random boards
// only, so this reads boards instead: one a line on standard input, as the worker takes them (a
// u64 in hexadecimal, tile of cell i in bits 4i..4i+3), and prints for each the answer's boards
// (hexadecimal, space-separated) and the solve's time in nanoseconds. ziap-setup.sh copies it
// into the peer's src/ and builds it there with its command line's options (ReleaseFast, single
// threaded, stripped), for bench/peers/ziap.mjs --native.
const std = @import("std");
const Board = @import("Board.zig");
const Solver = @import("solver.zig").HybridSolver;
const Heuristic = @import("pattern-database.zig").Default;

pub fn main() !void {
  const S = struct {
    var solver: Solver = undefined;
    var heuristic: Heuristic = undefined;
  };

  const file = try std.fs.cwd().openFile("patterns.gz", .{});
  defer file.close();
  var stream = std.io.fixedBufferStream(&S.heuristic.database);
  var writer = stream.writer();
  try std.compress.flate.decompress(file.reader(), &writer);
  if (!S.heuristic.checkIntegrity()) return error.PatternDatabaseCorrupted;

  var out = std.io.bufferedWriter(std.io.getStdOut().writer());
  const w = out.writer();
  const in = std.io.getStdIn().reader();
  var line: [64]u8 = undefined;
  while (try in.readUntilDelimiterOrEof(&line, '\n')) |text| {
    const data = try std.fmt.parseInt(u64, std.mem.trim(u8, text, " \r"), 16);
    var timer = try std.time.Timer.start();
    const solution = S.solver.solve(.{ .data = data }, &S.heuristic);
    const ns = timer.read();
    for (solution.view()) |b| try w.print("{x} ", .{b.data});
    try w.print("| {d}\n", .{ns});
    try out.flush();
  }
}

/**
 * Min-cost flow by the primal-dual method: Dijkstra on reduced costs (potentials keep them non-negative)
 * finds the cheapest s–t distance, then a Dinic blocking flow pushes everything it can along arcs of zero
 * reduced cost before the next Dijkstra. With the small integer costs of review distribution the number of
 * phases is small (one per distinct path cost), so the solver stays fast on thousands of nodes and
 * hundreds of thousands of arcs. Costs must be non-negative integers on the arcs as added.
 *
 * Arcs are collected first and laid out per node (compressed rows) when solving: each node's arcs then sit
 * side by side in memory, which is what makes the scans fast.
 */
export class FlowNetwork {
  readonly nodeCount: number;
  private added = { from: [] as number[], to: [] as number[], cap: [] as number[], cost: [] as number[] };
  /** Position of each added arc (and its twin) in the compressed layout. */
  private position = new Int32Array(0);
  private start = new Int32Array(0);
  private to = new Int32Array(0);
  private rev = new Int32Array(0);
  private cap = new Float64Array(0);
  private cost = new Float64Array(0);
  /** Phases (Dijkstra runs) of the last solve, for benchmarks. */
  phases = 0;

  constructor(nodeCount: number) {
    this.nodeCount = nodeCount;
  }

  /** Adds an arc (and its residual twin); returns the arc's handle for `flowOn`. */
  addArc(from: number, to: number, capacity: number, cost: number): number {
    if (cost < 0 || !Number.isInteger(cost)) throw new Error('arc costs must be non-negative integers');
    const { added } = this;
    const handle = added.from.length;
    added.from.push(from, to);
    added.to.push(to, from);
    added.cap.push(capacity, 0);
    added.cost.push(cost, -cost);
    return handle;
  }

  /** Flow carried by an arc returned from `addArc` (the capacity its twin gained). */
  flowOn(handle: number): number {
    return this.cap[this.position[handle ^ 1]!]!;
  }

  /** Lays the arcs out per node (a counting sort by origin). */
  private compress() {
    const { from, to, cap, cost } = this.added;
    const m = from.length;
    const start = new Int32Array(this.nodeCount + 1);
    for (let a = 0; a < m; a++) start[from[a]! + 1]! += 1;
    for (let v = 0; v < this.nodeCount; v++) start[v + 1]! += start[v]!;
    const fill = start.slice(0, this.nodeCount);
    const position = new Int32Array(m);
    for (let a = 0; a < m; a++) position[a] = fill[from[a]!]!++;
    this.to = new Int32Array(m);
    this.rev = new Int32Array(m);
    this.cap = new Float64Array(m);
    this.cost = new Float64Array(m);
    for (let a = 0; a < m; a++) {
      const p = position[a]!;
      this.to[p] = to[a]!;
      this.cap[p] = cap[a]!;
      this.cost[p] = cost[a]!;
      this.rev[p] = position[a ^ 1]!;
    }
    this.start = start;
    this.position = position;
  }

  /** Sends as much flow as possible (up to `limit`) from `source` to `sink` at least total cost. */
  solve(source: number, sink: number, limit = Infinity): { flow: number; cost: number } {
    this.compress();
    const n = this.nodeCount;
    const potential = new Float64Array(n);
    const dist = new Float64Array(n);
    const level = new Int32Array(n);
    const iter = new Int32Array(n);
    this.phases = 0;
    let flow = 0;
    let cost = 0;
    while (flow < limit) {
      this.phases += 1;
      if (!this.dijkstra(source, sink, potential, dist)) break;
      const target = dist[sink]!;
      for (let v = 0; v < n; v++) potential[v] = potential[v]! + Math.min(dist[v]!, target);
      // Blocking flows on the admissible (zero reduced cost) arcs until the sink is cut off.
      while (flow < limit && this.levels(source, sink, potential, level)) {
        iter.set(this.start.subarray(0, n));
        for (;;) {
          const pushed = this.augment(source, sink, limit - flow, potential, level, iter);
          if (pushed === 0) break;
          flow += pushed;
          cost += pushed * (potential[sink]! - potential[source]!);
          if (flow >= limit) break;
        }
      }
    }
    return { flow, cost };
  }

  /** Shortest reduced distances from the source; false when the sink is unreachable. */
  private dijkstra(source: number, sink: number, potential: Float64Array, dist: Float64Array): boolean {
    const { start, to, cap, cost } = this;
    dist.fill(Infinity);
    dist[source] = 0;
    const queue = new BucketQueue();
    queue.push(0, source);
    const done = new Uint8Array(this.nodeCount);
    for (;;) {
      const u = queue.pop();
      if (u === -1) break;
      if (done[u]) continue;
      done[u] = 1;
      // Nodes not settled by now are at least as far as the sink; the potential update treats them so.
      if (u === sink) break;
      const base = dist[u]! + potential[u]!;
      for (let arc = start[u]!, end = start[u + 1]!; arc < end; arc++) {
        if (cap[arc]! <= 0) continue;
        const v = to[arc]!;
        const nd = base + cost[arc]! - potential[v]!;
        if (nd < dist[v]!) {
          dist[v] = nd;
          queue.push(nd, v);
        }
      }
    }
    return Number.isFinite(dist[sink]!);
  }

  /** BFS levels over admissible arcs; false when the sink is not reached. */
  private levels(source: number, sink: number, potential: Float64Array, level: Int32Array): boolean {
    const { start, to, cap, cost } = this;
    level.fill(-1);
    level[source] = 0;
    const queue = new Int32Array(this.nodeCount);
    let first = 0;
    let last = 0;
    queue[last++] = source;
    while (first < last) {
      const u = queue[first++]!;
      const pu = potential[u]!;
      for (let arc = start[u]!, end = start[u + 1]!; arc < end; arc++) {
        const v = to[arc]!;
        if (cap[arc]! > 0 && level[v] === -1 && cost[arc]! + pu - potential[v]! === 0) {
          level[v] = level[u]! + 1;
          queue[last++] = v;
        }
      }
    }
    return level[sink] !== -1;
  }

  /** One augmenting path along the level graph (iterative DFS); returns the amount pushed. */
  private augment(
    source: number,
    sink: number,
    limit: number,
    potential: Float64Array,
    level: Int32Array,
    iter: Int32Array,
  ): number {
    const { start, to, rev, cap, cost } = this;
    const path: number[] = [];
    let u = source;
    while (u !== sink) {
      let arc = iter[u]!;
      const end = start[u + 1]!;
      const want = level[u]! + 1;
      const pu = potential[u]!;
      for (; arc < end; arc++) {
        const v = to[arc]!;
        if (cap[arc]! > 0 && level[v] === want && cost[arc]! + pu - potential[v]! === 0) break;
      }
      iter[u] = arc;
      if (arc === end) {
        // Dead end: retreat and never try this node again in this level graph.
        if (path.length === 0) return 0;
        level[u] = -1;
        const back = path.pop()!;
        u = to[rev[back]!]!;
        continue;
      }
      path.push(arc);
      u = to[arc]!;
    }
    let pushed = limit;
    for (const arc of path) pushed = Math.min(pushed, cap[arc]!);
    for (const arc of path) {
      cap[arc] = cap[arc]! - pushed;
      cap[rev[arc]!] = cap[rev[arc]!]! + pushed;
    }
    return pushed;
  }
}

/**
 * Dial's bucket queue: reduced distances are small non-negative integers here, so nodes are kept in one
 * list per distance and popped in order without a heap (stale entries are skipped by the caller).
 */
class BucketQueue {
  private buckets: number[][] = [];
  private current = 0;
  private count = 0;
  push(key: number, node: number) {
    (this.buckets[key] ??= []).push(node);
    this.count += 1;
  }
  /** The node of the smallest key, or -1 when empty. */
  pop(): number {
    if (this.count === 0) return -1;
    for (;;) {
      const bucket = this.buckets[this.current];
      if (bucket && bucket.length > 0) {
        this.count -= 1;
        return bucket.pop()!;
      }
      this.current += 1;
    }
  }
}

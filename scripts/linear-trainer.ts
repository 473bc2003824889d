// The training half of the learned classifiers (lib/safety/model, lib/coach/model): logistic regression per
// head over hashed feature slots, by AdaGrad, deterministic for one seed; then int8 weights for the repo.
import { lengthNorm } from "../lib/linear-model/features";
import type { ModelWeights } from "../lib/linear-model/linear-model";

export type Example = { slots: number[]; targets: number[] };
export type TrainingOptions = { buckets: number; epochs: number; learningRate: number; l2: number; seed: number };
export type Trained = { weights: Float64Array; bias: number[] };

/** A small deterministic generator (mulberry32) for the order of examples. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Logistic regression per head by AdaGrad, positives weighted up to balance each head. */
export function train(examples: Example[], heads: number, options: TrainingOptions): Trained {
  const { buckets, epochs, learningRate, l2 } = options;
  const weights = new Float64Array(buckets * heads);
  const squares = new Float64Array(buckets * heads).fill(1e-8);
  const bias = new Array<number>(heads).fill(0);
  const biasSquares = new Array<number>(heads).fill(1e-8);
  const positives = Array.from({ length: heads }, (_, h) => examples.filter((e) => e.targets[h] === 1).length);
  // Positives weigh up to balance each head, but only by the square root: more would lift the bias, which
  // alone decides a message of a few words.
  const positiveWeight = positives.map((p) => Math.min(4, Math.sqrt((examples.length - p) / Math.max(1, p))));
  const next = random(options.seed);
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const index of order) {
      const { slots, targets: y } = examples[index]!;
      const norm = lengthNorm(slots.length);
      for (let h = 0; h < heads; h++) {
        let sum = bias[h]!;
        for (const slot of slots) sum += weights[slot * heads + h]! * norm;
        const p = 1 / (1 + Math.exp(-sum));
        const gradient = (p - y[h]!) * (y[h] ? positiveWeight[h]! : 1);
        for (const slot of slots) {
          const at = slot * heads + h;
          const g = gradient * norm + l2 * weights[at]!;
          squares[at]! += g * g;
          weights[at]! -= (learningRate * g) / Math.sqrt(squares[at]!);
        }
        biasSquares[h]! += gradient * gradient;
        bias[h]! -= (learningRate * gradient) / Math.sqrt(biasSquares[h]!);
      }
    }
  }
  return { weights, bias };
}

/** The weights file: each head's weights as int8 with one scale, base64, slot-major. */
export function quantize(
  trained: Trained,
  heads: readonly string[],
  buckets: number,
  thresholds: number[],
): ModelWeights {
  const count = heads.length;
  const scales = heads.map((_, h) => {
    let max = 0;
    for (let slot = 0; slot < buckets; slot++) max = Math.max(max, Math.abs(trained.weights[slot * count + h]!));
    return max / 127 || 1;
  });
  const table = new Int8Array(buckets * count);
  for (let i = 0; i < table.length; i++) table[i] = Math.round(trained.weights[i]! / scales[i % count]!);
  return {
    buckets,
    heads: [...heads],
    bias: trained.bias.map((b) => Number(b.toFixed(6))),
    thresholds,
    scales: scales.map((s) => Number(s.toPrecision(8))),
    data: Buffer.from(table.buffer).toString("base64"),
  };
}

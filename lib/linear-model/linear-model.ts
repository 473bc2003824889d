import { featureSlots, lengthNorm } from "./features";

/** A weights file written by a trainer (scripts/linear-trainer.ts): `npm run train:safety`, `npm run train:coach`. */
export type ModelWeights = {
  buckets: number;
  heads: readonly string[];
  /** Per head: its bias, its decision threshold on the probability, and the scale of its int8 weights. */
  bias: number[];
  thresholds: number[];
  scales: number[];
  /** base64 of an Int8Array laid out slot-major: weight(slot, head) = data[slot * heads.length + head]. */
  data: string;
};

export type LoadedModel = { weights: ModelWeights; table: Int8Array };

export function loadModel(weights: ModelWeights): LoadedModel {
  const bytes = Buffer.from(weights.data, "base64");
  return { weights, table: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}

/** Each head's own probability for one normalized text: a linear model over its hashed features, length-normalised. */
export function headProbabilities(normalized: string, loaded: LoadedModel): number[] {
  const { weights, table } = loaded;
  const heads = weights.heads.length;
  const slots = featureSlots(normalized, weights.buckets);
  const sums = new Array<number>(heads).fill(0);
  for (const slot of slots) {
    const row = slot * heads;
    for (let h = 0; h < heads; h++) sums[h]! += table[row + h]!;
  }
  const norm = lengthNorm(slots.length);
  return sums.map((sum, h) => 1 / (1 + Math.exp(-(sum * weights.scales[h]! * norm + weights.bias[h]!))));
}

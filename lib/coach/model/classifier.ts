import { headProbabilities, loadModel, type LoadedModel, type ModelWeights } from "@/lib/linear-model/linear-model";
import type { MarkerKind } from "../kinds";
import trained from "./weights.json";

let shipped: LoadedModel | undefined;
/** The model `npm run train:coach` wrote. */
export const coachModel = (): LoadedModel => (shipped ??= loadModel(trained as ModelWeights));

/**
 * The kind the learned model reads in one folded clause of a draft (one head per marker kind): the one furthest
 * over its threshold, or undefined when none reaches it.
 */
export function clauseKind(folded: string, loaded: LoadedModel): MarkerKind | undefined {
  const p = headProbabilities(folded, loaded);
  const { heads, thresholds } = loaded.weights;
  let best: number | undefined;
  p.forEach((value, h) => {
    const over = value - thresholds[h]!;
    if (over >= 0 && (best === undefined || over > p[best]! - thresholds[best]!)) best = h;
  });
  return best === undefined ? undefined : (heads[best] as MarkerKind);
}

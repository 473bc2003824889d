// Apart from the schemas, so the admin's code forms and filters load without zod.
import type { RedeemCode } from "@/db/schema";

/** The spec's two code types (section 9), checked against the table's column type. */
export const CODE_TYPES = ["1_week", "1_month"] as const satisfies readonly RedeemCode["type"][];
export const CODE_STATUSES = ["active", "used_up", "expired", "deactivated"] as const;
export const MAX_CODES_PER_BATCH = 100;

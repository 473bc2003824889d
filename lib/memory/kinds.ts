// Apart from the schemas: db/schema.ts reads these without the project's path aliases.

/** What a remembered thing is about; the Memory page groups by it. */
export const MEMORY_KINDS = ["person", "date", "topic", "helped", "didnt_help", "preference"] as const;
export type MemoryKind = (typeof MEMORY_KINDS)[number];

/** Where an item came from: a chat message, an advice request, a coach request, the profile, or the person. */
export const MEMORY_SOURCES = ["conversation", "advice", "coach", "profile", "user"] as const;
export type MemorySource = (typeof MEMORY_SOURCES)[number];

/** An item is a short line in the person's words. */
export const MEMORY_TEXT_MAX = 300;

/**
 * The tags module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports tags only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */
export { TagRef } from './tag.schema.js';
export { taggedRecordIds } from './tags.repository.js';
export { assignTags, clearTags, copyTags, moveTags, resolveTags, tagsOf } from './tags.service.js';

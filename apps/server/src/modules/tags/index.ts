import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { createTag } from './routes/create-tag.js';
import { deleteTag } from './routes/delete-tag.js';
import { listTags } from './routes/list-tags.js';
import { tagAssignments } from './routes/tag-assignments.js';

export function registerTagRoutes(app: App, ctx: AppContext): void {
  listTags(app, ctx);
  createTag(app, ctx);
  deleteTag(app, ctx);
  tagAssignments(app, ctx);
}

import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { invalidField } from '../../../http/errors.js';
import { Body, errorResponses } from '../../../http/schemas.js';
import { setTimeZone, timeZoneOf } from '../insights.queries.js';
import { isTimeZone } from '../window.js';
import { INSIGHTS_TAG, Insight } from './insight-route.js';

const Settings = Type.Object({
  time_zone: Type.String({
    description:
      'IANA time zone of the daily buckets and the weekday × hour heatmap (default UTC).',
  }),
});

/** Get and set the workspace's insight time zone. */
export function registerInsightSettings(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/email-insights/workspace/settings',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getInsightsSettings',
        tags: [INSIGHTS_TAG],
        summary: 'Get insight settings',
        description: 'The time zone the workspace’s insights count days and hours in.',
        response: { 200: Insight(Settings) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { time_zone: await timeZoneOf(ctx.db, workspaceOf(request).id) },
    }),
  );
  app.put(
    '/v1/api/email-insights/workspace/settings',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'updateInsightsSettings',
        tags: [INSIGHTS_TAG],
        summary: 'Update insight settings',
        description:
          'Sets the time zone (IANA name, such as `Europe/Paris`). Rollups are kept by UTC hour, so every answer uses the new zone at once, history included.',
        body: Body({ time_zone: Settings.properties.time_zone }),
        response: { 200: Insight(Settings), ...errorResponses(400) },
      },
    },
    async (request) => {
      const zone = request.body.time_zone;
      if (!isTimeZone(zone))
        throw invalidField('time_zone', 'must be an IANA time zone such as Europe/Paris');
      await setTimeZone(ctx.db, workspaceOf(request).id, zone);
      return { success: true as const, data: { time_zone: zone } };
    },
  );
}

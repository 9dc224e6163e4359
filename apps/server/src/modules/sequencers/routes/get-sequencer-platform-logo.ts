import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { notFound } from '../../../http/errors.js';
import { findPlatform } from '../../../providers/sequencer-catalog/index.js';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A platform's logo: its initial on its brand colour, generated, so the service needs no assets. */
export function logoSvg(name: string, color: string): string {
  const initial = escapeXml([...name][0]?.toUpperCase() ?? '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}"><rect width="64" height="64" rx="14" fill="${escapeXml(color)}"/><text x="32" y="43" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="30" font-weight="700" fill="#FFFFFF">${initial}</text></svg>`;
}

/**
 * `platform_metadata.logo`: `GET /assets/sequencer-platforms/<platform>.svg`. An asset, not an API
 * operation: public, cacheable, and left out of the API document.
 */
export function getSequencerPlatformLogo(app: App, _ctx: AppContext): void {
  app.get(
    '/assets/sequencer-platforms/:file',
    {
      config: { scope: 'public' },
      schema: { hide: true, params: Type.Object({ file: Type.String({ maxLength: 64 }) }) },
    },
    async (request, reply) => {
      const match = /^([a-z0-9]+)\.svg$/.exec(request.params.file);
      const platform = match?.[1] ? findPlatform(match[1]) : undefined;
      if (!platform) throw notFound('Logo');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(logoSvg(platform.name, platform.brandColor));
    },
  );
}

/**
 * /assets/...: the owner's static files, served as they are. koa-send resolves every
 * path inside the assets folder and refuses anything that would leave it.
 */
import type Router from '@koa/router';
import send from 'koa-send';
import { join } from 'node:path';
import type { Site } from '../server/site/site-types.ts';
import { HttpError } from './http-error.ts';

export function assetRoutes(router: Router, getSite: () => Site): void {
  router.get(/^\/assets\/(.+)$/, async (ctx) => {
    const rel = ctx.path.slice('/assets/'.length);
    if (rel.includes('\0') || rel.split('/').some((part) => part === '..' || part.startsWith('.'))) {
      throw new HttpError(404, 'not_found', `Nothing at ${ctx.path}.`, 'See /llms.txt for the addresses this site serves.');
    }
    try {
      await send(ctx, rel, { root: join(getSite().dir, 'assets'), maxage: 3600_000, hidden: false, index: false });
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status && status >= 400 && status < 500) throw new HttpError(404, 'not_found', `Nothing at ${ctx.path}.`, 'See /llms.txt for the addresses this site serves.');
      throw error;
    }
  });
}

import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@coffer/api';

/** What each procedure answers, as the pages receive it. */
export type ApiOutputs = inferRouterOutputs<AppRouter>;

export type Box = ApiOutputs['boxes']['getBox'];
export type BoxEvent = ApiOutputs['messages']['listBoxMessages'][number];

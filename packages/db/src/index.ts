export { createDb, createPool, getDb, getPool, type Db } from './client';
export { Prisma } from './generated/prisma/client';
export type * from './generated/prisma/models';
export * from './generated/prisma/enums';
export { queryNamed, type NamedStatement } from './named-statement';
export { isDatabaseUnavailable } from './is-database-unavailable';
export { getJobQueue, startJobQueueClient, stopJobQueue, JOB_QUEUE_SCHEMA } from './jobs/job-queue';
export {
  closeAllChannels,
  listenChannel,
  type ChannelListener,
  type ChannelSubscription,
} from './notify/listen-channel';

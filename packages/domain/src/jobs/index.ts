// The job queue (docs/activity.md): pg-boss on Coffer's PostgreSQL, jobs enqueued in the
// transaction of what causes them, worked by every Coffer process.
export { JOB_QUEUES, type JobQueueName } from './job-definitions';
export { startJobWorkers, stopJobWorkers } from './start-job-workers';
export { listFailedJobs, type FailedJob } from './list-failed-jobs';
export { countQueuedJobs, type QueuedJobCount } from './count-queued-jobs';

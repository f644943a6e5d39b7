/**
 * The shop's kinds of timed work and their handlers, run by the job runner of every instance. Each kind's name is
 * the `kind` written by whoever enqueues it.
 */
import type { JobHandlers } from './job-runner';

export function shopJobHandlers(): JobHandlers {
  return {};
}

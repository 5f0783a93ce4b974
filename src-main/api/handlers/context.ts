/** What every domain's handlers share: the open library, the solver host and the event sink. */
import type { AppInfo } from '../dto.ts';
import type { EventSink } from '../bridge.ts';
import type { Db } from '../../library/sql.ts';
import type { SolverHost } from '../../solver/host.ts';
import type { LocalJobs } from './local-jobs.ts';

export interface HandlerContext {
  readonly db: Db;
  readonly solver: SolverHost;
  readonly localJobs: LocalJobs;
  readonly emit: EventSink;
  readonly info: AppInfo;
}

import type { Context } from 'hono';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import { requireFeature } from '../../platform/entitlements';
import { credentialAccess } from '../credentials';
import * as routes from './tasks.routes';
import {
  createTask,
  deleteTask,
  findTask,
  listTasks,
  type TaskViewer,
  taskSummary,
  updateTask,
} from './tasks.service';

/** The handlers of /tasks, one per declaration of tasks.routes.ts, under its operationId. */
export function tasksHandlers(deps: AppDependencies): Handlers<typeof routes> {
  /** Who asks and which senders they see, from the request's membership row (no second read). */
  const viewerOf = async (c: Context<AppEnv>): Promise<TaskViewer> => ({
    userId: c.get('user').id,
    access: await credentialAccess(deps.db, c.get('scope').spaceId, c.get('user'), c.get('access')),
  });
  /** The task of this id the user may see; any other is "Task not found". */
  const visibleTask = async (c: Context<AppEnv>, id: string) =>
    findTask(c.get('scope'), await viewerOf(c), id);

  return {
    listTasks: async (c) => {
      const scope = c.get('scope');
      const viewer = await viewerOf(c);
      return c.json(okBody(await listTasks(scope, viewer, c.req.valid('query'))), 200);
    },
    getTaskSummary: async (c) => {
      const scope = c.get('scope');
      return c.json(okBody(await taskSummary(scope, await viewerOf(c))), 200);
    },
    createTask: async (c) => {
      const scope = c.get('scope');
      const viewer = await viewerOf(c);
      return c.json(okBody(await createTask(scope, viewer, c.req.valid('json'))), 201);
    },
    updateTask: async (c) => {
      const scope = c.get('scope');
      const task = await visibleTask(c, c.req.valid('param').id);
      return c.json(okBody(await updateTask(scope, task, c.req.valid('json'))), 200);
    },
    deleteTask: async (c) => {
      const scope = c.get('scope');
      const task = await visibleTask(c, c.req.valid('param').id);
      return c.json(okBody(await deleteTask(scope, task)), 200);
    },
  };
}

/**
 * /tasks (outreach §2 Dashboard › My tasks, §3 Task; §7 shows no calls, so the
 * paths are ours, listed in docs/decisions.md "Tasks (inbox area)").
 */
export function tasksRoutes(deps: AppDependencies) {
  return bindOperations(
    workspaceRouter(deps, requireFeature(deps, 'dash_tasks')),
    routes,
    tasksHandlers(deps),
  );
}

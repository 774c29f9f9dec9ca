import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { ok, readJson, readQuery } from '../../http';
import { authenticate } from '../auth/auth.middleware';
import { credentialAccess } from '../credentials/credential-access';
import { requireSpace } from '../spaces/spaces.middleware';
import { createTaskInput, tasksQuery, updateTaskInput } from './tasks.schema';
import {
  createTask,
  deleteTask,
  findTask,
  listTasks,
  type TaskViewer,
  taskSummary,
  updateTask,
} from './tasks.service';

/**
 * /tasks (outreach §2 Dashboard › My tasks, §3 Task; §7 shows no calls, so the
 * paths are ours, listed in docs/decisions.md "Tasks (inbox area)").
 */
export function tasksRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps), requireSpace(deps));

  const viewerOf = async (c: Context<AppEnv>): Promise<TaskViewer> => ({
    userId: c.get('user').id,
    access: await credentialAccess(deps.db, c.get('scope').spaceId, c.get('user')),
  });

  router.get('/', async (c) => {
    const query = readQuery(c, tasksQuery);
    return ok(c, await listTasks(c.get('scope'), await viewerOf(c), query));
  });

  // Before /:id, which would take `summary` for a task id.
  router.get('/summary', async (c) => ok(c, await taskSummary(c.get('scope'), await viewerOf(c))));

  router.post('/', async (c) => {
    const input = await readJson(c, createTaskInput);
    return ok(c, await createTask(c.get('scope'), await viewerOf(c), input), 201);
  });

  router.patch('/:id', async (c) => {
    const scope = c.get('scope');
    const task = await findTask(scope, await viewerOf(c), c.req.param('id'));
    return ok(c, await updateTask(scope, task, await readJson(c, updateTaskInput)));
  });

  router.delete('/:id', async (c) => {
    const scope = c.get('scope');
    const task = await findTask(scope, await viewerOf(c), c.req.param('id'));
    return ok(c, await deleteTask(scope, task));
  });

  return router;
}

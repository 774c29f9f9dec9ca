/**
 * The bare React 19 page the benches compare against (bench/baseline/index.tsx), built the way
 * the shell is (rspack, production, the shell's swc rule, minified). `output` and `plugins` let a bench place it
 * where its server serves it and give it an index.html.
 */
import { type Configuration, rspack } from '@rspack/core';
import { repoRoot } from '../../e2e/server';
import { typescriptRule } from '../../rspack.factory';

export function buildBareReactPage(
  output: NonNullable<Configuration['output']>,
  plugins: Configuration['plugins'] = [],
): Promise<void> {
  return new Promise<void>((resolve, reject) =>
    rspack(
      {
        mode: 'production',
        context: repoRoot,
        entry: './bench/baseline/index.tsx',
        devtool: false,
        resolve: { extensions: ['.tsx', '.ts', '.js'] },
        module: { rules: [typescriptRule] },
        output,
        plugins,
      },
      (error, stats) =>
        error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve(),
    ),
  );
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../src/local/stack.ts';
import { seed } from '../src/seed/index.ts';
import { benchReportEngine } from './engine.ts';
import { benchImport } from './import.ts';
import { benchPlaceSearch } from './places.ts';
import { benchPlanProjection } from './plan.ts';
import { benchPmdrReport } from './pmdr.ts';
import { benchPortfolioEngine, benchPortfolioImport, benchPortfolioReads } from './portfolio.ts';
import { benchPortfolioOutlook } from './portfolioOutlook.ts';
import { benchProjectList } from './projects.ts';
import { benchQuestionnaireCompute } from './questionnaire.ts';
import { benchQuestionnaireImport } from './questionnaireImport.ts';
import { benchReadProcedures } from './reads.ts';
import { benchReports } from './report.ts';
import { benchSupplierList } from './supplierList.ts';
import { benchSupplierListBrowser } from './supplierListBrowser.ts';
import { benchSurveyResult } from './surveyResult.ts';

/*
 * `npm run bench`: each figure against a baseline doing the same storage or computing work, taken
 * in the same run on the same emulators, the two alternated round by round; min and median are
 * printed with their ratios, and each named target with its verdict. Emulator timings are not
 * AWS timings: read the ratios.
 *
 * The CPU-heavy timings run while no HTTP connection is open: the report engine, the footprint
 * computed from answers, the place gazetteer, the employee survey section, the plan projection,
 * the portfolio engines (emissions; the outlook: PAI, projection to 2050, temperature scores) and
 * the PMDR report and the supplier list before the stack starts, the formula engine after it stops.
 * The supplier campaign sender starts emulators of its own after the stack stops.
 */
await benchReportEngine();
await benchQuestionnaireCompute();
await benchPlaceSearch();
await benchSurveyResult();
await benchPlanProjection();
await benchPortfolioEngine();
await benchPortfolioOutlook();
await benchPmdrReport();
await benchSupplierList();
// The same list in headless Chromium: the 50 ms per keystroke is a browser's.
await benchSupplierListBrowser();

const dataDir = await mkdtemp(join(tmpdir(), 'cairn-bench-'));
process.env.CAIRN_QUIET = '1';
// trustProxy: each public request names its own caller address (`newCallerHeaders`).
const stack = await startLocalStack({ port: 0, dataDir, emulatorPorts: { dynamodb: 0, s3: 0, ses: 0 }, seed, trustProxy: true });
try {
  const password = stack.seeded!.password;
  await benchReadProcedures(stack.url, password);
  await benchProjectList(stack.url, password);
  await benchReports(stack.url, password);
  await benchPortfolioReads(stack.url, password);
  await benchQuestionnaireImport(stack.url, password);
  await benchPortfolioImport(stack.url, password);
  // Last: it adds 10,000 factors per round to the catalogue the benches above read.
  await benchImport(stack.url, password);
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
// Its own emulators, once the stack's have stopped.
await import('./supplierCampaign.ts').then((bench) => bench.benchSupplierCampaign());
await import('./formula.ts');
await import('./webFirstLoad.ts').then((bench) => bench.benchWebFirstLoad());
await import('./bundles.ts').then((bench) => bench.benchBundles());

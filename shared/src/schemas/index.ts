export * from './enums.ts';
export * from './session.ts';
export * from './dashboard.ts';
export * from './user.ts';
export * from './report.ts';
export * from './reportApi.ts';
export * from './externalReport.ts';

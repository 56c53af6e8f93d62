export { foldedIncludes, foldText, stripAccents } from './fold.ts';

export { foldText, stripAccents } from './fold.ts';

/*
 * The results page of a portfolio-emissions reporting is not built yet: until it is, its address
 * says so honestly with the "coming soon" page, which names the module from the address.
 */
export { ComingSoonPage as ResultsPage } from '../../modules/ComingSoonPage.tsx';

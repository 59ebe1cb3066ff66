// What other features' server code may use of the catalogue.
export { toProductCardData } from './product-card-data';

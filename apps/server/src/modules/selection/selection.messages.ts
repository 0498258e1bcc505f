import { ProductType } from '@airquote/shared/enums/lookups';

const productTypeNames: Record<number, string> = {
  [ProductType.FanCoil]: 'Fan Coil',
  [ProductType.AirHandler]: 'Air Handler',
  [ProductType.WSHP]: 'WSHP',
  [ProductType.ECO]: 'ECO',
};
export const productTypeName = (productTypeId: number) =>
  productTypeNames[productTypeId] ?? `product type ${productTypeId}`;

/** What the selection calls answer when they refuse; each says what to do next. */
export const selectionMessages = {
  modelClassNotFound: (id: number) =>
    `Product model class ${id} was not found. Choose a model class from the catalog.`,
  modelNotFound: (id: number) => `Product model ${id} was not found. Choose a model from the catalog.`,
  productTypeNotFound: (id: number) =>
    `Product type ${id} was not found. Choose a product type from the catalog.`,
  airFlowProfileNotFound: (id: number) => `Air-flow profile ${id} was not found.`,
  wrongEndpoint: (className: string, productTypeId: number, endpoint: string) =>
    `Model class ${className} is a ${productTypeName(productTypeId)} class: select it with ItemSelection/${endpoint}.`,
  modelsNotInClass: (ids: number[], className: string) =>
    `Product model${ids.length === 1 ? '' : 's'} ${ids.join(', ')} ${ids.length === 1 ? 'is' : 'are'} not offered in model class ${className}.`,
  noCandidates: 'No model meets every requirement. Relax a requirement or choose another product type.',
} as const;

/** Which ItemSelection endpoint selects a product type (spec section 7). */
export function selectionEndpointOf(productTypeId: number): string {
  if (productTypeId === ProductType.FanCoil) return 'GetRRResults';
  if (productTypeId === ProductType.WSHP) return 'GetWSHPResults';
  return 'GetBlowerCoilResults';
}

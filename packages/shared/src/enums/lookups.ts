// Enumerations of spec section 3, values exactly as listed there.

export const CoilConfigurationType = {
  HotWater: 1,
  ChilledWater: 2,
  ChangeOver: 3,
  HeatedChilled: 4,
} as const;
export const ProductType = { FanCoil: 1, AirHandler: 2, WSHP: 3, ECO: 4 } as const;
/** Both WaterSourceHeatPump and EcoSeries share value 5, as the spec says. */
export const ProductTypeLookup = {
  FamCoil: 1,
  BlowerCoil: 2,
  Console: 3,
  WaterSourceHeatPump: 5,
  EcoSeries: 5,
} as const;
export const NotificationType = {
  Success: 'Success',
  Error: 'Error',
  Info: 'Info',
  Warning: 'Warning',
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];
export const LookupCategory = {
  ProductType: 1,
  SubmittalOption: 2,
  Brand: 3,
  QuoteStatus: 4,
  SpecSections: 5,
  QuoteEngRequestStatus: 6,
  UserRole: 7,
  CompanyRole: 8,
  ProjectAttachment: 9,
  NotificationQueue: 10,
  NotificationType: 11,
} as const;
export const SubmittalOptions = {
  UnitFeatures: 1,
  PerformanceProductSummary: 2,
  Drawings: 3,
  MechanicalSpecs: 4,
} as const;
export const SubmittalPageSrcType = { HtmlCssString: 0, PdfFile: 1 } as const;
export const QuoteStatus = {
  Open: 1,
  EngReview: 2,
  MultiplierReview: 3,
  Hold: 4,
  Ordered: 5,
  Cancelled: 6,
} as const;
export const MechanicalSpecSections = {
  SystemDescription: 1,
  QualityAssurance: 2,
  EnergyStar: 3,
  ProductInformation: 4,
  Insulation: 5,
  Fans: 6,
  Motor: 7,
  Coil: 8,
  Compressor: 9,
  ElectricHeat: 10,
  CoaxialHeatExchanger: 11,
  Controls: 12,
  DeliveryStorageHandling: 13,
} as const;
export const QuoteEngRequestStatus = {
  NotReviewed: 1,
  UnderReview: 2,
  Rejected: 3,
  Approved: 4,
  NeedMoreInfo: 5,
} as const;
export const ProjectAttachment = {
  ProjectAdvancedSettings: 1,
  QuotePdf: 2,
  SubmittalPdf: 3,
  MultiplierRequest: 4,
  EngineeringRequest: 5,
  OrderRequest: 6,
} as const;
export const NotificationQueue = {
  ActionNeeded: 1,
  Reviewed: 2,
  Pending: 3,
  RecentlyChanged: 4,
  WaitingBlocked: 5,
} as const;
export const NotificationTypeNumeric = {
  OrderRequest: 1,
  MultiplierRequest: 2,
  EngineeringRequest: 3,
  /** Ours, not the spec's: a customer accepted or declined a quote online (issue #17, ADR 0043). */
  QuoteAnswer: 4,
} as const;
export const CategoryMultiplierTransactionType = { BuyResale: 1, FactoryDirect: 2 } as const;
export const ResponseType = { Success: 1, Warning: 2, Error: 3 } as const;

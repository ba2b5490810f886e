/** Types for the untyped `@adobe/structured-data-validator` (1.7), as far as we use it. */
declare module '@adobe/structured-data-validator' {
  /** One step of the path to the node an issue is about. */
  export interface AdobePathElement {
    type?: string | string[];
    index?: number;
    length?: number;
    property?: string;
  }
  /** One issue as the validator reports it. */
  export interface AdobeIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path?: AdobePathElement[];
    fieldNames?: string[];
    rootType?: string;
  }
  /** Google rich-result rules per type; the schema.org check runs only when given the vocabulary. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    debug: boolean;
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<AdobeIssue[]>;
  }
}

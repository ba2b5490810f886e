/**
 * The structure SARIF 2.1.0 requires of the objects the audit writes, transcribed from the OASIS
 * schema (sarif-schema-2.1.0.json, errata 01): required properties, enums, minimums, formats and
 * `additionalProperties: false` wherever the official schema has it, for every object the report
 * uses (log, run, tool, tool component, reporting descriptor and configuration, invocation,
 * notification, result, message, location, physical and logical location, artifact location,
 * region, property bag). The official file itself is not vendored; this is checked with ajv.
 */

const level = { type: 'string', enum: ['none', 'note', 'warning', 'error'] };
const bag = {
  type: 'object',
  additionalProperties: true,
  properties: { tags: { type: 'array', uniqueItems: true, items: { type: 'string' } } },
};
const ref = (name: string) => ({ $ref: `#/definitions/${name}` });
const array = (name: string, unique = false) => ({
  type: 'array',
  uniqueItems: unique,
  items: ref(name),
});

/** A draft-07 JSON schema of the SARIF 2.1.0 structure the audit writes. */
export const SARIF_STRUCTURE = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  required: ['version', 'runs'],
  properties: {
    $schema: { type: 'string', format: 'uri' },
    version: { type: 'string', enum: ['2.1.0'] },
    runs: { type: ['array', 'null'], items: ref('run') },
    properties: bag,
  },
  definitions: {
    run: {
      type: 'object',
      additionalProperties: false,
      required: ['tool'],
      properties: {
        tool: ref('tool'),
        invocations: array('invocation'),
        results: array('result'),
        columnKind: { type: 'string', enum: ['utf16CodeUnits', 'unicodeCodePoints'] },
        properties: bag,
      },
    },
    tool: {
      type: 'object',
      additionalProperties: false,
      required: ['driver'],
      properties: { driver: ref('toolComponent'), properties: bag },
    },
    toolComponent: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: {
        name: { type: 'string' },
        version: { type: 'string' },
        informationUri: { type: 'string', format: 'uri' },
        rules: array('reportingDescriptor', true),
        properties: bag,
      },
    },
    reportingDescriptor: {
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        shortDescription: ref('multiformatMessageString'),
        fullDescription: ref('multiformatMessageString'),
        help: ref('multiformatMessageString'),
        helpUri: { type: 'string', format: 'uri' },
        defaultConfiguration: ref('reportingConfiguration'),
        properties: bag,
      },
    },
    reportingConfiguration: {
      type: 'object',
      additionalProperties: false,
      properties: {
        enabled: { type: 'boolean' },
        level,
        rank: { type: 'number', minimum: -1, maximum: 100 },
        parameters: bag,
        properties: bag,
      },
    },
    multiformatMessageString: {
      type: 'object',
      additionalProperties: false,
      required: ['text'],
      properties: { text: { type: 'string' }, markdown: { type: 'string' }, properties: bag },
    },
    message: {
      type: 'object',
      additionalProperties: false,
      anyOf: [{ required: ['text'] }, { required: ['id'] }],
      properties: {
        text: { type: 'string' },
        markdown: { type: 'string' },
        id: { type: 'string' },
        arguments: { type: 'array', items: { type: 'string' } },
        properties: bag,
      },
    },
    invocation: {
      type: 'object',
      additionalProperties: false,
      required: ['executionSuccessful'],
      properties: {
        executionSuccessful: { type: 'boolean' },
        startTimeUtc: { type: 'string', format: 'date-time' },
        endTimeUtc: { type: 'string', format: 'date-time' },
        exitCode: { type: 'integer' },
        toolExecutionNotifications: array('notification'),
        properties: bag,
      },
    },
    notification: {
      type: 'object',
      additionalProperties: false,
      required: ['message'],
      properties: {
        message: ref('message'),
        level,
        timeUtc: { type: 'string', format: 'date-time' },
        locations: array('location', true),
        properties: bag,
      },
    },
    result: {
      type: 'object',
      additionalProperties: false,
      required: ['message'],
      properties: {
        ruleId: { type: 'string' },
        ruleIndex: { type: 'integer', minimum: -1 },
        kind: {
          type: 'string',
          enum: ['notApplicable', 'pass', 'fail', 'review', 'open', 'informational'],
        },
        level,
        baselineState: { type: 'string', enum: ['new', 'unchanged', 'updated', 'absent'] },
        message: ref('message'),
        locations: array('location'),
        partialFingerprints: { type: 'object', additionalProperties: { type: 'string' } },
        fingerprints: { type: 'object', additionalProperties: { type: 'string' } },
        properties: bag,
      },
    },
    location: {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { type: 'integer', minimum: -1 },
        physicalLocation: ref('physicalLocation'),
        logicalLocations: array('logicalLocation', true),
        message: ref('message'),
        properties: bag,
      },
    },
    physicalLocation: {
      type: 'object',
      additionalProperties: false,
      anyOf: [{ required: ['address'] }, { required: ['artifactLocation'] }],
      properties: {
        address: { type: 'object' },
        artifactLocation: ref('artifactLocation'),
        region: ref('region'),
        contextRegion: ref('region'),
        properties: bag,
      },
    },
    artifactLocation: {
      type: 'object',
      additionalProperties: false,
      properties: {
        uri: { type: 'string', format: 'uri-reference' },
        uriBaseId: { type: 'string' },
        index: { type: 'integer', minimum: -1 },
        description: ref('message'),
        properties: bag,
      },
    },
    region: {
      type: 'object',
      additionalProperties: false,
      anyOf: [
        { required: ['startLine'] },
        { required: ['charOffset'] },
        { required: ['byteOffset'] },
      ],
      properties: {
        startLine: { type: 'integer', minimum: 1 },
        startColumn: { type: 'integer', minimum: 1 },
        endLine: { type: 'integer', minimum: 1 },
        endColumn: { type: 'integer', minimum: 1 },
        charOffset: { type: 'integer', minimum: -1 },
        charLength: { type: 'integer', minimum: 0 },
        byteOffset: { type: 'integer', minimum: -1 },
        byteLength: { type: 'integer', minimum: 0 },
        message: ref('message'),
        properties: bag,
      },
    },
    logicalLocation: {
      type: 'object',
      additionalProperties: false,
      properties: {
        name: { type: 'string' },
        index: { type: 'integer', minimum: -1 },
        fullyQualifiedName: { type: 'string' },
        decoratedName: { type: 'string' },
        parentIndex: { type: 'integer', minimum: -1 },
        kind: { type: 'string' },
        properties: bag,
      },
    },
  },
} as const;

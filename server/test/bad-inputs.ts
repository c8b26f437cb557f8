import type { HTTPMethods } from 'fastify';
import { applicationParts, applicationText, contactText, multipartBody, sampleDocx, samplePdf } from './documents';

/**
 * Bad requests across the ten calls of spec section 7: each must be refused with the
 * 4xx given here, in the problem shape, and store nothing. Plain data, so that a new case is one line.
 */
export type BadInput = {
  name: string;
  method: HTTPMethods;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  status: number;
  detail?: RegExp;
  /** The Allow header a 405 must carry. */
  allow?: string;
};

const json = { 'content-type': 'application/json' };
const subscribeUrl = '/api/contact/subscribe?type=Newsletter';
const unsubscribeUrl = '/api/contact/unsubscribe';
const contactUrl = '/api/contact/contact-us';
const jobListUrl = '/api/job-vacancy/available';
const jobByIdUrl = '/api/job-vacancy/get-job-by-id';
const applyUrl = '/api/job-vacancy/apply';
const submitResumeUrl = '/api/job-vacancy/Forms/Submitresume';
const articlesGetUrl = '/api/articles/get-all-articles';
const articlesPostUrl = '/api/article/get-all-articles';
const statusUrls = {
  status: '/api/job-vacancy/application-status',
  withdraw: '/api/job-vacancy/withdraw-application',
  deletion: '/api/job-vacancy/request-data-deletion',
};

const notJson = /not valid JSON/;
const notJsonType = /content type|JSON body/i;
const emailEmpty = /Please enter a valid email address\./;
const page = /pageNo and pageSize must be positive whole numbers\./;
const jobId = /The id must be a whole number from 1, without leading zeros\./;
const subscriptionType = /The type must be Newsletter or contactACS\./;
const tooLarge = /larger than this call accepts/;
const fileType = /File type is not supported/;

/** A POST with a JSON (or deliberately not JSON) body. */
const post = (name: string, url: string, body: unknown, status: number, detail?: RegExp): BadInput => ({
  name,
  method: 'POST',
  url,
  headers: json,
  payload: typeof body === 'string' ? body : JSON.stringify(body),
  status,
  detail,
});

/** A multipart POST to the apply call. */
const apply = (name: string, body: { payload: Buffer; headers: Record<string, string> }, status: number, detail?: RegExp): BadInput => ({
  name,
  method: 'POST',
  url: applyUrl,
  ...body,
  status,
  detail,
});

const textParts = (overrides: Record<string, string> = {}) =>
  Object.entries({ ...applicationText, ...overrides }).map(([name, value]) => ({ name, value }));
const resume = (value: Buffer = samplePdf, filename = 'cv.pdf') => ({ name: 'Resume', value, filename, type: 'application/pdf' });

/** Malformed JSON and non-object bodies, sent to each JSON call. */
function malformedJson(call: string, url: string): BadInput[] {
  return [
    post(`${call}: truncated JSON`, url, '{"subscriberEmail": "a@example.com"', 400, notJson),
    post(`${call}: a trailing comma`, url, '{"id": 1, "subscriberEmail": "a@example.com",}', 400, notJson),
    post(`${call}: a bare string`, url, '"hello"', 400),
    post(`${call}: a bare number`, url, '42', 400),
    post(`${call}: a bare array`, url, '[]', 400),
    post(`${call}: JSON null`, url, 'null', 400),
    post(`${call}: an empty body declared JSON`, url, '', 400),
    {
      name: `${call}: text/plain`,
      method: 'POST',
      url,
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
      status: 415,
      detail: notJsonType,
    },
    {
      name: `${call}: form-urlencoded`,
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'subscriberEmail=a%40example.com&id=1',
      status: 415,
      detail: notJsonType,
    },
    {
      name: `${call}: multipart`,
      method: 'POST',
      url,
      ...multipartBody([{ name: 'subscriberEmail', value: 'a@example.com' }]),
      status: 415,
      detail: notJsonType,
    },
  ];
}

const subscribe: BadInput[] = [
  ...malformedJson('subscribe', subscribeUrl),
  post('subscribe: {}', subscribeUrl, {}, 400, emailEmpty),
  post('subscribe: no type', '/api/contact/subscribe', { subscriberEmail: 'a@example.com' }, 400, subscriptionType),
  post('subscribe: an empty type', '/api/contact/subscribe?type=', { subscriberEmail: 'a@example.com' }, 400, subscriptionType),
  post(
    'subscribe: a lowercase type',
    '/api/contact/subscribe?type=newsletter',
    { subscriberEmail: 'a@example.com' },
    400,
    subscriptionType,
  ),
  post('subscribe: another type', '/api/contact/subscribe?type=Spam', { subscriberEmail: 'a@example.com' }, 400, subscriptionType),
  post(
    'subscribe: a repeated type',
    '/api/contact/subscribe?type=Newsletter&type=contactACS',
    { subscriberEmail: 'a@example.com' },
    400,
    subscriptionType,
  ),
  post('subscribe: a badly escaped type', '/api/contact/subscribe?type=%ZZ', { subscriberEmail: 'a@example.com' }, 400, subscriptionType),
  post(
    'subscribe contactACS: an address with no dot',
    '/api/contact/subscribe?type=contactACS',
    { subscriberEmail: 'a@b' },
    400,
    emailEmpty,
  ),
  post('subscribe: the address as a number', subscribeUrl, { subscriberEmail: 42 }, 400, emailEmpty),
  post('subscribe: the address as an array', subscribeUrl, { subscriberEmail: ['a@example.com'] }, 400, emailEmpty),
  post('subscribe: the address as an object', subscribeUrl, { subscriberEmail: { value: 'a@example.com' } }, 400, emailEmpty),
  post('subscribe: the address as a boolean', subscribeUrl, { subscriberEmail: true }, 400, emailEmpty),
  post('subscribe: the address as null', subscribeUrl, { subscriberEmail: null }, 400, emailEmpty),
  post('subscribe: a blank address', subscribeUrl, { subscriberEmail: '   ' }, 400, emailEmpty),
  post('subscribe: an address with no @', subscribeUrl, { subscriberEmail: 'kofi.example.com' }, 400, emailEmpty),
  post('subscribe: an address with no dot', subscribeUrl, { subscriberEmail: 'kofi@example' }, 400, emailEmpty),
  post('subscribe: an address with a space', subscribeUrl, { subscriberEmail: 'kofi mensah@example.com' }, 400, emailEmpty),
  post('subscribe: a 300-character address', subscribeUrl, { subscriberEmail: `${'a'.repeat(288)}@example.com` }, 400, /254/),
  post('subscribe: the address under another key', subscribeUrl, { email: 'a@example.com' }, 400, emailEmpty),
  post('subscribe: a __proto__ key', subscribeUrl, '{"subscriberEmail":"a@example.com","__proto__":{"admin":true}}', 400, /prototype/i),
  post(
    'subscribe: a constructor.prototype key',
    subscribeUrl,
    '{"subscriberEmail":"a@example.com","constructor":{"prototype":{"admin":true}}}',
    400,
    /prototype/i,
  ),
  post(
    'subscribe: a JSON body over 64 KB',
    subscribeUrl,
    { subscriberEmail: 'a@example.com', padding: 'x'.repeat(70 * 1024) },
    413,
    tooLarge,
  ),
  {
    name: 'subscribe: a body with no content type',
    method: 'POST',
    url: subscribeUrl,
    payload: '{"subscriberEmail":"a@example.com"}',
    status: 415,
  },
  {
    name: 'subscribe: JSON declared in an unsupported charset',
    method: 'POST',
    url: subscribeUrl,
    headers: { 'content-type': 'application/json; charset=utf-16' },
    payload: '{"subscriberEmail":"a@example.com"}',
    status: 415,
    detail: /UTF-8/,
  },
];

const unsubscribe: BadInput[] = [
  ...malformedJson('unsubscribe', unsubscribeUrl),
  post('unsubscribe: {}', unsubscribeUrl, {}, 400, emailEmpty),
  post('unsubscribe: the address as a number', unsubscribeUrl, { subscriberEmail: 7 }, 400, emailEmpty),
  post('unsubscribe: the address as null', unsubscribeUrl, { subscriberEmail: null }, 400, emailEmpty),
  post('unsubscribe: an address with no @', unsubscribeUrl, { subscriberEmail: 'nobody' }, 400, emailEmpty),
  post('unsubscribe: a 300-character address', unsubscribeUrl, { subscriberEmail: `${'b'.repeat(288)}@example.com` }, 400, /254/),
  post('unsubscribe: a __proto__ key', unsubscribeUrl, '{"__proto__":{"subscriberEmail":"a@example.com"}}', 400, /prototype/i),
  {
    name: 'unsubscribe: a body with no content type',
    method: 'POST',
    url: unsubscribeUrl,
    payload: '{"subscriberEmail":"a@example.com"}',
    status: 415,
  },
];

const contact: BadInput[] = [
  ...malformedJson('contact-us', contactUrl),
  post(
    'contact-us: {}',
    contactUrl,
    {},
    400,
    /^Full Name is required\. Email is required\. Company name is required\. Message is required\.$/,
  ),
  post('contact-us: no fullName', contactUrl, { ...contactText, fullName: undefined }, 400, /^Full Name is required\.$/),
  post('contact-us: no company', contactUrl, { ...contactText, company: undefined }, 400, /^Company name is required\.$/),
  post('contact-us: no message', contactUrl, { ...contactText, messageBody: undefined }, 400, /^Message is required\.$/),
  post('contact-us: no email', contactUrl, { ...contactText, email: undefined }, 400, /Email is required\./),
  post('contact-us: a blank name', contactUrl, { ...contactText, fullName: '' }, 400, /Full Name is required\./),
  post('contact-us: a whitespace name', contactUrl, { ...contactText, fullName: ' \t\n ' }, 400, /Full Name is required\./),
  post('contact-us: a whitespace message', contactUrl, { ...contactText, messageBody: '\n\n' }, 400, /Message is required\./),
  post(
    'contact-us: a 201-character name',
    contactUrl,
    { ...contactText, fullName: 'N'.repeat(201) },
    400,
    /fullName: At most 200 characters\./,
  ),
  post('contact-us: a 201-character company', contactUrl, { ...contactText, company: 'C'.repeat(201) }, 400, /company: At most 200/),
  post(
    'contact-us: a 10,001-character message',
    contactUrl,
    { ...contactText, messageBody: 'm'.repeat(10_001) },
    400,
    /messageBody: At most 10000/,
  ),
  post(
    'contact-us: the name as a number',
    contactUrl,
    { ...contactText, fullName: 12 },
    400,
    /fullName: .*expected string, received number/,
  ),
  post(
    'contact-us: the company as an array',
    contactUrl,
    { ...contactText, company: ['Acme'] },
    400,
    /company: .*expected string, received array/,
  ),
  post(
    'contact-us: the message as an object',
    contactUrl,
    { ...contactText, messageBody: { text: 'hi' } },
    400,
    /messageBody: .*expected string, received object/,
  ),
  post(
    'contact-us: the name as a boolean',
    contactUrl,
    { ...contactText, fullName: false },
    400,
    /fullName: .*expected string, received boolean/,
  ),
  post('contact-us: the email as null', contactUrl, { ...contactText, email: null }, 400, /Email is required\./),
  post('contact-us: an address with no @', contactUrl, { ...contactText, email: 'abena' }, 400, /Email format is invalid\./),
  post('contact-us: an address with no dot', contactUrl, { ...contactText, email: 'abena@example' }, 400, /Email format is invalid\./),
  post('contact-us: an address with spaces', contactUrl, { ...contactText, email: 'abena @example.com' }, 400, /Email format is invalid\./),
  post('contact-us: a 300-character address', contactUrl, { ...contactText, email: `${'c'.repeat(288)}@example.com` }, 400, /254/),
  post(
    'contact-us: a constructor.prototype key',
    contactUrl,
    JSON.stringify(contactText).replace('{', '{"constructor":{"prototype":{"x":1}},'),
    400,
    /prototype/i,
  ),
  post('contact-us: a JSON body over 64 KB', contactUrl, { ...contactText, messageBody: 'm'.repeat(66 * 1024) }, 413, tooLarge),
  {
    name: 'contact-us: a body with no content type',
    method: 'POST',
    url: contactUrl,
    payload: JSON.stringify(contactText),
    status: 415,
  },
  {
    name: 'contact-us: JSON declared in an unsupported charset',
    method: 'POST',
    url: contactUrl,
    headers: { 'content-type': 'application/json; charset=iso-8859-1' },
    payload: JSON.stringify(contactText),
    status: 415,
    detail: /UTF-8/,
  },
];

/** Bad pageNo and pageSize values for the two GET list calls. */
function badPages(call: string, path: string): BadInput[] {
  const queries: [string, string][] = [
    ['pageNo=0', 'a zero pageNo'],
    ['pageNo=-1', 'a negative pageNo'],
    ['pageNo=1.5', 'a fractional pageNo'],
    ['pageNo=abc', 'a word for pageNo'],
    ['pageNo=1e3', 'an exponent pageNo'],
    ['pageNo=', 'an empty pageNo'],
    ['pageNo=1&pageNo=2', 'a repeated pageNo'],
    ['pageSize=0', 'a zero pageSize'],
    ['pageSize=-5', 'a negative pageSize'],
    ['pageSize=ten', 'a word for pageSize'],
    ['pageNo=99999999999', 'a pageNo beyond a 32-bit integer'],
  ];
  return queries.map(([query, what]) => ({ name: `${call}: ${what}`, method: 'GET', url: `${path}?${query}`, status: 400, detail: page }));
}

const jobList: BadInput[] = [
  ...badPages('available', jobListUrl),
  { name: 'available: POST', method: 'POST', url: jobListUrl, headers: json, payload: '{}', status: 405, allow: 'GET' },
  { name: 'available: DELETE', method: 'DELETE', url: jobListUrl, status: 405, allow: 'GET' },
];

const jobById: BadInput[] = [
  ...malformedJson('get-job-by-id', jobByIdUrl),
  post('get-job-by-id: {}', jobByIdUrl, {}, 400, jobId),
  post('get-job-by-id: id 0', jobByIdUrl, { id: 0 }, 400, jobId),
  post('get-job-by-id: id -1', jobByIdUrl, { id: -1 }, 400, jobId),
  post('get-job-by-id: id 1.5', jobByIdUrl, { id: 1.5 }, 400, jobId),
  post('get-job-by-id: id "1.5"', jobByIdUrl, { id: '1.5' }, 400, jobId),
  post('get-job-by-id: id "abc"', jobByIdUrl, { id: 'abc' }, 400, jobId),
  post('get-job-by-id: id ""', jobByIdUrl, { id: '' }, 400, jobId),
  post('get-job-by-id: id null', jobByIdUrl, { id: null }, 400, jobId),
  post('get-job-by-id: id []', jobByIdUrl, { id: [] }, 400, jobId),
  post('get-job-by-id: id [1]', jobByIdUrl, { id: [1] }, 400, jobId),
  post('get-job-by-id: id {}', jobByIdUrl, { id: {} }, 400, jobId),
  post('get-job-by-id: id true', jobByIdUrl, { id: true }, 400, jobId),
  post('get-job-by-id: a huge id', jobByIdUrl, { id: 1e12 }, 400, jobId),
  post('get-job-by-id: a huge id in digits', jobByIdUrl, { id: '99999999999999999999' }, 400, jobId),
  post('get-job-by-id: id "01" (a leading zero: the one id rule)', jobByIdUrl, { id: '01' }, 400, jobId),
  post('get-job-by-id: an id past 2^53', jobByIdUrl, '{"id": 123456789012345678901234567890}', 400, jobId),
  post('get-job-by-id: id Infinity-like exponent', jobByIdUrl, '{"id": 1e400}', 400, jobId),
  post('get-job-by-id: no vacancy with that id', jobByIdUrl, { id: 999_999 }, 404, /There is no vacancy with id 999999\./),
  post('get-job-by-id: a __proto__ key', jobByIdUrl, '{"__proto__":{"id":1}}', 400, /prototype/i),
  post('get-job-by-id: a JSON body over 64 KB', jobByIdUrl, { id: 1, padding: 'p'.repeat(65 * 1024) }, 413, tooLarge),
];

const articleByIdUrl = '/api/article/get-article-by-id';
const articleId = /The article id must be a whole number from 1, without leading zeros, or the article's slug\./;
const articleById: BadInput[] = [
  ...malformedJson('get-article-by-id', articleByIdUrl),
  post('get-article-by-id: {}', articleByIdUrl, {}, 400, articleId),
  post('get-article-by-id: id 0', articleByIdUrl, { id: 0 }, 400, articleId),
  post('get-article-by-id: id "007"', articleByIdUrl, { id: '007' }, 400, articleId),
  post('get-article-by-id: id "ABC" (a slug is lower-case)', articleByIdUrl, { id: 'ABC' }, 400, articleId),
  post('get-article-by-id: id "a--b" (a slug joins its words with one hyphen)', articleByIdUrl, { id: 'a--b' }, 400, articleId),
  post('get-article-by-id: id null', articleByIdUrl, { id: null }, 400, articleId),
  post(
    'get-article-by-id: no published article with that id',
    articleByIdUrl,
    { id: 999_999 },
    404,
    /There is no published article with id 999999\./,
  ),
  post(
    'get-article-by-id: no published article with that slug',
    articleByIdUrl,
    { id: 'no-such-article' },
    404,
    /There is no published article no-such-article\./,
  ),
];

const withFile = (value: Buffer, filename = 'cv.pdf') =>
  multipartBody([...textParts(), { name: 'Resume', value, filename, type: 'application/pdf' }]);

const applyCases: BadInput[] = [
  post('apply: a JSON body', applyUrl, applicationText, 415, /multipart\/form-data/),
  {
    name: 'apply: text/plain',
    method: 'POST',
    url: applyUrl,
    headers: { 'content-type': 'text/plain' },
    payload: 'FirstName=Ama',
    status: 415,
  },
  {
    name: 'apply: form-urlencoded',
    method: 'POST',
    url: applyUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'FirstName=Ama',
    status: 415,
  },
  { name: 'apply: no body at all', method: 'POST', url: applyUrl, status: 415, detail: /multipart\/form-data/ },
  {
    name: 'apply: multipart with no boundary',
    method: 'POST',
    url: applyUrl,
    headers: { 'content-type': 'multipart/form-data' },
    payload: applicationParts().payload,
    status: 400,
    detail: /multipart body is malformed/,
  },
  {
    name: 'apply: a broken multipart body',
    method: 'POST',
    url: applyUrl,
    headers: applicationParts().headers,
    payload: '------voltaTestBoundary7MA4YWxkTrZu0gW\r\nContent-Disposition: form-data; name="FirstName"\r\n\r\nAma',
    status: 400,
    detail: /multipart body is malformed/,
  },
  {
    name: 'apply: a part with no headers',
    method: 'POST',
    url: applyUrl,
    headers: applicationParts().headers,
    payload:
      '------voltaTestBoundary7MA4YWxkTrZu0gW\r\nthis is not a part header\r\n\r\nAma\r\n------voltaTestBoundary7MA4YWxkTrZu0gW--\r\n',
    status: 400,
    detail: /Please attach your resume\./,
  },
  {
    name: 'apply: a body that is only the closing boundary',
    method: 'POST',
    url: applyUrl,
    headers: applicationParts().headers,
    payload: '------voltaTestBoundary7MA4YWxkTrZu0gW--\r\n',
    status: 400,
    detail: /Please attach your resume\./,
  },
  apply(
    'apply: an unknown field',
    multipartBody([...textParts(), { name: 'Admin', value: 'yes' }, resume()]),
    400,
    /Unknown field Admin\./,
  ),
  apply('apply: a __proto__ field', multipartBody([{ name: '__proto__', value: 'x' }, ...textParts(), resume()]), 400),
  apply(
    'apply: a field sent twice',
    multipartBody([...textParts(), { name: 'FirstName', value: 'Kwame' }, resume()]),
    400,
    /FirstName was sent more than once/,
  ),
  apply(
    'apply: a file under a text key',
    multipartBody([
      ...textParts().filter((part) => part.name !== 'LastName'),
      { name: 'LastName', value: samplePdf, filename: 'name.pdf', type: 'application/pdf' },
      resume(),
    ]),
    400,
    /LastName must be text, not a file/,
  ),
  apply(
    'apply: text under the Resume key',
    multipartBody([...textParts(), { name: 'Resume', value: 'my cv' }]),
    400,
    /Resume must be a file/,
  ),
  apply(
    'apply: a third file',
    multipartBody([
      ...textParts(),
      resume(),
      { name: 'CoverLetter', value: samplePdf, filename: 'letter.pdf', type: 'application/pdf' },
      { name: 'Portfolio', value: samplePdf, filename: 'more.pdf', type: 'application/pdf' },
    ]),
    413,
    /at most a resume and a cover letter/,
  ),
  apply('apply: the Resume sent twice', multipartBody([...textParts(), resume(), resume()]), 400, /Resume was sent more than once/),
  apply(
    'apply: a file over 10 MB',
    applicationParts({}, { Resume: Buffer.concat([samplePdf, Buffer.alloc(10 * 1024 * 1024)]) }),
    413,
    /less than 10 MB/,
  ),
  apply('apply: an empty named file', withFile(Buffer.alloc(0), 'empty.pdf'), 400, /Resume file is empty/),
  apply('apply: a non-document named .pdf', withFile(Buffer.from('MZ\x90\x00 an executable')), 415, fileType),
  apply('apply: HTML named .pdf', withFile(Buffer.from('<html><script>alert(1)</script></html>')), 415, fileType),
  apply('apply: only a %PD prefix', withFile(Buffer.from('%PD')), 415, fileType),
  apply(
    'apply: a ZIP that is not a DOCX',
    withFile(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)]), 'cv.docx'),
    415,
    fileType,
  ),
  apply('apply: a DOCX-looking ZIP with no word part', withFile(sampleDocx.subarray(0, 50), 'cv.docx'), 415, fileType),
  apply(
    'apply: a bad cover letter with a good resume',
    multipartBody([
      ...textParts(),
      resume(),
      { name: 'CoverLetter', value: Buffer.from('plain text'), filename: 'letter.pdf', type: 'application/pdf' },
    ]),
    415,
    /CoverLetter: File type is not supported/,
  ),
  apply('apply: no Resume', multipartBody(textParts()), 400, /Please attach your resume\./),
  apply('apply: an empty Resume slot', multipartBody([...textParts(), { name: 'Resume', value: '' }]), 400, /Please attach your resume\./),
  apply(
    'apply: no FirstName with a good file',
    multipartBody([...textParts().filter((part) => part.name !== 'FirstName'), resume()]),
    400,
    /First name is required\./,
  ),
  apply(
    'apply: a blank LastName with a good file',
    multipartBody([...textParts({ LastName: '   ' }), resume()]),
    400,
    /Last name is required\./,
  ),
  apply(
    'apply: a bad EmailAddress with a good file',
    multipartBody([...textParts({ EmailAddress: 'ama@' }), resume()]),
    400,
    /Enter a valid email address\./,
  ),
  apply(
    'apply: a 201-character FirstName',
    multipartBody([...textParts({ FirstName: 'F'.repeat(201) }), resume()]),
    400,
    /FirstName: At most 200/,
  ),
  apply(
    'apply: a FirstName over the field size',
    multipartBody([...textParts({ FirstName: 'F'.repeat(20_000) }), resume()]),
    400,
    /FirstName/,
  ),
  apply(
    'apply: a salary that is not an amount',
    multipartBody([...textParts({ SalaryExpectation: 'lots' }), resume()]),
    400,
    /SalaryExpectation/,
  ),
  apply('apply: a phone number with letters', multipartBody([...textParts({ PhoneNumber: 'call me' }), resume()]), 400, /PhoneNumber/),
  apply(
    'apply: a field declared JSON that is not',
    {
      ...applicationParts(),
      payload: Buffer.concat([
        Buffer.from(
          '------voltaTestBoundary7MA4YWxkTrZu0gW\r\nContent-Disposition: form-data; name="FirstName"\r\nContent-Type: application/json\r\n\r\n{nope\r\n',
        ),
        applicationParts().payload,
      ]),
    },
    400,
    /declared as JSON is not valid JSON/,
  ),
  apply(
    'apply: a field declared JSON that is an object',
    {
      ...applicationParts(),
      payload: Buffer.concat([
        Buffer.from(
          '------voltaTestBoundary7MA4YWxkTrZu0gW\r\nContent-Disposition: form-data; name="JobTitle"\r\nContent-Type: application/json\r\n\r\n{"a":1}\r\n',
        ),
        multipartBody([...textParts(), resume()].filter((part) => part.name !== 'JobTitle')).payload,
      ]),
    },
    400,
    /JobTitle must be text/,
  ),
];

const submitResume: BadInput[] = [
  ...malformedJson('Submitresume', submitResumeUrl),
  post('Submitresume: {}', submitResumeUrl, {}, 400, /^First name is required\. Last name is required\. Email is required\.$/),
  post('Submitresume: no FirstName', submitResumeUrl, { ...applicationText, FirstName: undefined }, 400, /^First name is required\.$/),
  post('Submitresume: a blank LastName', submitResumeUrl, { ...applicationText, LastName: ' ' }, 400, /Last name is required\./),
  post('Submitresume: no EmailAddress', submitResumeUrl, { ...applicationText, EmailAddress: undefined }, 400, /Email is required\./),
  post(
    'Submitresume: a bad EmailAddress',
    submitResumeUrl,
    { ...applicationText, EmailAddress: 'ama at example.com' },
    400,
    /Enter a valid email address\./,
  ),
  post(
    'Submitresume: a 300-character EmailAddress',
    submitResumeUrl,
    { ...applicationText, EmailAddress: `${'d'.repeat(288)}@example.com` },
    400,
    /254/,
  ),
  post(
    'Submitresume: FirstName as a number',
    submitResumeUrl,
    { ...applicationText, FirstName: 1 },
    400,
    /FirstName: .*expected string, received number/,
  ),
  post(
    'Submitresume: Location as an array',
    submitResumeUrl,
    { ...applicationText, Location: ['Accra'] },
    400,
    /Location: .*expected string, received array/,
  ),
  post(
    'Submitresume: JobTitle as null',
    submitResumeUrl,
    { ...applicationText, JobTitle: null },
    400,
    /JobTitle: .*expected string, received null/,
  ),
  post(
    'Submitresume: YearsOfExperience as a number',
    submitResumeUrl,
    { ...applicationText, YearsOfExperience: 3 },
    400,
    /YearsOfExperience: .*expected string, received number/,
  ),
  post(
    'Submitresume: a 201-character LastName',
    submitResumeUrl,
    { ...applicationText, LastName: 'L'.repeat(201) },
    400,
    /LastName: At most 200/,
  ),
  post(
    'Submitresume: a salary that is not an amount',
    submitResumeUrl,
    { ...applicationText, SalaryExpectation: '1,000,000' },
    400,
    /SalaryExpectation/,
  ),
  post(
    'Submitresume: a phone number with letters',
    submitResumeUrl,
    { ...applicationText, PhoneNumber: '020-CALL-NOW' },
    400,
    /PhoneNumber/,
  ),
  post(
    'Submitresume: a __proto__ key',
    submitResumeUrl,
    JSON.stringify(applicationText).replace('{', '{"__proto__":{"x":1},'),
    400,
    /prototype/i,
  ),
  {
    name: 'Submitresume: JSON declared in a quoted bad charset',
    method: 'POST',
    url: submitResumeUrl,
    headers: { 'content-type': 'application/json; charset="windows-1252"' },
    payload: JSON.stringify(applicationText),
    status: 415,
    detail: /UTF-8/,
  },
  post(
    'Submitresume: a JSON body over 64 KB',
    submitResumeUrl,
    { ...applicationText, HighestQualification: 'q'.repeat(65 * 1024) },
    413,
    tooLarge,
  ),
];

const articles: BadInput[] = [
  ...badPages('get-all-articles', articlesGetUrl),
  { name: 'get-all-articles: POST', method: 'POST', url: articlesGetUrl, headers: json, payload: '{}', status: 405, allow: 'GET' },
  ...malformedJson('article POST', articlesPostUrl),
  post('article POST: pageNo 0', articlesPostUrl, { pageNo: 0 }, 400, page),
  post('article POST: pageNo -1', articlesPostUrl, { pageNo: -1 }, 400, page),
  post('article POST: pageNo 1.5', articlesPostUrl, { pageNo: 1.5 }, 400, page),
  post('article POST: pageNo "abc"', articlesPostUrl, { pageNo: 'abc' }, 400, page),
  post('article POST: pageNo null', articlesPostUrl, { pageNo: null }, 400, page),
  post('article POST: pageSize as an array', articlesPostUrl, { pageSize: [10] }, 400, page),
  post('article POST: pageSize as an object', articlesPostUrl, { pageSize: { n: 10 } }, 400, page),
  post('article POST: pageSize as a boolean', articlesPostUrl, { pageSize: true }, 400, page),
  post('article POST: a __proto__ key', articlesPostUrl, '{"__proto__":{"pageNo":1}}', 400, /prototype/i),
  { name: 'article POST: GET', method: 'GET', url: articlesPostUrl, status: 405, allow: 'POST' },
];

/** The applicant's status calls: a missing or mistyped token is a 400, a token that opens nothing a 404. */
const statusCalls: BadInput[] = Object.entries(statusUrls).flatMap(([call, url]) => [
  ...malformedJson(call, url),
  post(`${call}: {}`, url, {}, 400, /token/),
  post(`${call}: the token as a number`, url, { token: 42 }, 400, /token/),
  post(`${call}: an empty token`, url, { token: '' }, 400, /token/),
  post(`${call}: a 300-character token`, url, { token: 'a'.repeat(300) }, 400, /token/),
  post(`${call}: a token that opens nothing`, url, { token: 'a'.repeat(43) }, 404, /This status link is not valid/),
  { name: `${call}: GET`, method: 'GET', url, status: 405, allow: 'POST' } satisfies BadInput,
]);

/** Issue 40's loops: job alerts, and the confirmation and unsubscribe links (token calls). */
const jobAlertsUrl = '/api/contact/job-alerts';
const linkUrls = { confirm: '/api/contact/confirm-subscription', unsubscribeLink: '/api/contact/unsubscribe-link' };
const oneClickUrl = '/api/contact/unsubscribe-link/one-click';
const linkCalls: BadInput[] = [
  ...malformedJson('job-alerts', jobAlertsUrl),
  post(
    'job-alerts: no category',
    jobAlertsUrl,
    { subscriberEmail: 'a@example.com', categories: [] },
    400,
    /Choose at least one kind of job\./,
  ),
  post(
    'job-alerts: an unknown category',
    jobAlertsUrl,
    { subscriberEmail: 'a@example.com', categories: ['Astronaut'] },
    400,
    /Choose kinds of job from the list\./,
  ),
  post('job-alerts: categories as a string', jobAlertsUrl, { subscriberEmail: 'a@example.com', categories: 'Engineer' }, 400),
  post('job-alerts: no address', jobAlertsUrl, { categories: ['Engineer'] }, 400, emailEmpty),
  { name: 'job-alerts: GET', method: 'GET', url: jobAlertsUrl, status: 405, allow: 'POST' },
  ...Object.entries(linkUrls).flatMap(([call, url]) => [
    ...malformedJson(call, url),
    post(`${call}: {}`, url, {}, 400, /This link is not complete/),
    post(`${call}: a short token`, url, { token: 'abc' }, 400, /This link is not complete/),
    post(`${call}: a token that opens nothing`, url, { token: 'a'.repeat(43) }, 404, /not valid/),
    { name: `${call}: GET`, method: 'GET', url, status: 405, allow: 'POST' } satisfies BadInput,
  ]),
  {
    name: 'one-click: no token',
    method: 'POST',
    url: oneClickUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
    status: 400,
  },
  {
    name: 'one-click: a token that opens nothing',
    method: 'POST',
    url: `${oneClickUrl}?token=${'a'.repeat(43)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
    status: 404,
  },
  { name: 'one-click: GET does nothing', method: 'GET', url: `${oneClickUrl}?token=${'a'.repeat(43)}`, status: 405, allow: 'POST' },
];

const unknownCalls: BadInput[] = [
  { name: 'unknown: GET /api/', method: 'GET', url: '/api/', status: 404, detail: /There is no API call GET \/api\// },
  { name: 'unknown: GET a made-up call', method: 'GET', url: '/api/users', status: 404, detail: /There is no API call GET \/api\/users/ },
  {
    name: 'unknown: POST a made-up call with JSON',
    method: 'POST',
    url: '/api/contact/nothing',
    headers: json,
    payload: '{}',
    status: 404,
  },
  { name: 'unknown: POST with a broken body', method: 'POST', url: '/api/admin', headers: json, payload: '{"oops', status: 404 },
  { name: 'unknown: PUT a made-up call', method: 'PUT', url: '/api/jobs/1', headers: json, payload: '{"id":1}', status: 404 },
  { name: 'unknown: DELETE a made-up call', method: 'DELETE', url: '/api/job-vacancy/1', status: 404 },
  {
    name: 'unknown: PATCH a made-up call',
    method: 'PATCH',
    url: '/api/article/1',
    headers: { 'content-type': 'text/plain' },
    payload: 'x',
    status: 404,
  },
  { name: 'unknown: OPTIONS a made-up call', method: 'OPTIONS', url: '/api/anything', status: 404 },
  {
    name: 'unknown: a call in the wrong case',
    method: 'POST',
    url: '/api/job-vacancy/forms/submitresume',
    headers: json,
    payload: '{}',
    status: 404,
  },
  {
    name: 'unknown: a real call with a trailing slash',
    method: 'POST',
    url: '/api/contact/subscribe/?type=Newsletter',
    headers: json,
    payload: '{}',
    status: 404,
  },
  { name: 'unknown: an encoded path traversal', method: 'GET', url: '/api/..%2F..%2Fetc%2Fpasswd', status: 404 },
  { name: 'unknown: a very long path', method: 'GET', url: `/api/${'x'.repeat(5000)}`, status: 404 },
  { name: 'odd URL: a bad percent escape', method: 'GET', url: '/api/%ZZ', status: 400 },
  {
    name: 'odd URL: a bad percent escape in a real path',
    method: 'POST',
    url: '/api/contact/%E0%A4%A',
    headers: json,
    payload: '{}',
    status: 400,
  },
];

const wrongMethods: BadInput[] = [
  { name: 'wrong method: GET subscribe', method: 'GET', url: '/api/contact/subscribe', status: 405, allow: 'POST' },
  {
    name: 'wrong method: PUT subscribe',
    method: 'PUT',
    url: subscribeUrl,
    headers: json,
    payload: '{"subscriberEmail":"a@example.com"}',
    status: 405,
    allow: 'POST',
  },
  { name: 'wrong method: GET unsubscribe', method: 'GET', url: unsubscribeUrl, status: 405, allow: 'POST' },
  { name: 'wrong method: DELETE contact-us', method: 'DELETE', url: contactUrl, status: 405, allow: 'POST' },
  { name: 'wrong method: GET get-job-by-id', method: 'GET', url: `${jobByIdUrl}?id=1`, status: 405, allow: 'POST' },
  { name: 'wrong method: PUT apply', method: 'PUT', url: applyUrl, ...applicationParts(), status: 405, allow: 'POST' },
  {
    name: 'wrong method: PATCH Submitresume',
    method: 'PATCH',
    url: submitResumeUrl,
    headers: json,
    payload: '{}',
    status: 405,
    allow: 'POST',
  },
  { name: 'wrong method: PUT get-all-articles', method: 'PUT', url: articlesGetUrl, status: 405, allow: 'GET' },
];

export const badInputs: readonly BadInput[] = [
  ...subscribe,
  ...unsubscribe,
  ...contact,
  ...jobList,
  ...jobById,
  ...articleById,
  ...applyCases,
  ...submitResume,
  ...articles,
  ...statusCalls,
  ...linkCalls,
  ...unknownCalls,
  ...wrongMethods,
];

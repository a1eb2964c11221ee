// The content types a form of another site can post without asking first (a CORS "simple" request): an upload's
// body is the file itself, so any of them is refused, on the live site and in npm run edit alike.
const formTypes = /^(multipart\/form-data|application\/x-www-form-urlencoded|text\/plain)/i;

export const formBodyMessage = 'Send the file itself as the body (Content-Type: application/octet-stream or its image type), not a form.';

export const isFormBody = (contentType: string | undefined): boolean => formTypes.test(contentType ?? '');

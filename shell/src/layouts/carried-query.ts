/** spec platform §2: links carry selectedCred and space as query parameters (one place: the sdk's navigation). */
export { carriedParameters, carriedQuery, withCarriedQuery } from '@outreach/sdk';

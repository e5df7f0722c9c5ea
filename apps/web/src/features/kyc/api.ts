// Server state of the verification page: the KYC status, the basic details, and the upload
// (a raw-body POST with upload progress, which fetch cannot report, hence XMLHttpRequest).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HTML_LANG } from '@talih/contracts/i18n.ts';
import {
  getKycStatus,
  startIdentityCheck,
  KYC_UPLOAD_PATH,
  submitKycBasic,
  type KycBasicInput,
  type KycDocument,
  type KycDocumentKind,
} from '@talih/contracts/kyc.ts';
import { STATE_OK, type Envelope } from '@talih/contracts/envelope.ts';
import { currentLanguage, i18n } from '../../lib/i18n.ts';
import { apiBase, call } from '../../lib/request.ts';
import { useSession } from '../../lib/session.ts';

export const KYC_STATUS_KEY = ['kycStatus'];

export function useKycStatus(enabled = true) {
  return useQuery({
    queryKey: KYC_STATUS_KEY,
    queryFn: ({ signal }) => call(getKycStatus, {}, { silent: true, signal }),
    enabled,
    staleTime: 10_000,
  });
}

export function useSubmitBasic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KycBasicInput) => call(submitKycBasic, body),
    onSuccess: (status) => client.setQueryData(KYC_STATUS_KEY, status),
  });
}

/** Sends one file; `onProgress` gets 0..100. Rejects with the server's message. */
export function uploadKycFile(
  kind: KycDocumentKind,
  file: File,
  onProgress: (pct: number) => void,
): Promise<KycDocument> {
  const token = useSession.getState().token;
  const url = `${apiBase()}${KYC_UPLOAD_PATH}?kind=${kind}&name=${encodeURIComponent(file.name)}`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept-Language', HTML_LANG[currentLanguage()]);
    if (token) {
      xhr.setRequestHeader('Authorization', token);
      xhr.setRequestHeader('token', token);
    }
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new Error(i18n.t('kyc.docs.uploadFailed')));
    xhr.onload = () => {
      let answer: Envelope | null;
      try {
        answer = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        answer = null;
      }
      if (answer?.state === STATE_OK) resolve(answer.resultData as KycDocument);
      else reject(new Error(answer?.msg || i18n.t('kyc.docs.uploadFailed')));
    };
    xhr.send(file);
  });
}

/** Starts the identity vendor's capture flow: the answer is the vendor's page to open. */
export function useStartIdentity() {
  return useMutation({ mutationFn: () => call(startIdentityCheck, {}) });
}

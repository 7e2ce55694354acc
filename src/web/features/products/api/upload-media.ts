import { type ProductMedia, productMediaSchema } from "@shared/products";
import { ApiError, errorFromBody } from "@/lib/api-error";

/**
 * POST /api/products/media (multipart `file`) through XMLHttpRequest: the typed client cannot report
 * upload progress, and the seller watches a bar per file. The answer is parsed with the shared schema.
 */
export function uploadProductMedia(file: File, onProgress: (fraction: number) => void): Promise<ProductMedia> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/products/media");
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError({ code: "network_failed", status: 0, message: "upload failed" }));
    request.onload = () => {
      const body: unknown = (() => {
        try {
          return JSON.parse(request.responseText);
        } catch {
          return undefined;
        }
      })();
      if (request.status < 200 || request.status >= 300) {
        void errorFromBody(request.status, body).then(reject);
        return;
      }
      const media = productMediaSchema.safeParse(body);
      if (!media.success) {
        return reject(new ApiError({ code: "unexpected_response", status: request.status, message: "not media" }));
      }
      resolve(media.data);
    };
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}

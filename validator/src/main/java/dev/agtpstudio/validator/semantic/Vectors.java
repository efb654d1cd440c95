package dev.agtpstudio.validator.semantic;

/** Cosine similarity and centroids of embedding vectors. */
public final class Vectors {
    private Vectors() {
    }

    public static double cosine(float[] a, float[] b) {
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
            na += a[i] * a[i];
            nb += b[i] * b[i];
        }
        return na == 0 || nb == 0 ? 0 : dot / Math.sqrt(na * nb);
    }

    /** The normalised mean of {@code vs} (all of the same dimension, at least one). */
    public static float[] centroid(java.util.List<float[]> vs) {
        float[] c = new float[vs.get(0).length];
        for (float[] v : vs) {
            for (int i = 0; i < c.length; i++) {
                c[i] += v[i];
            }
        }
        double n = 0;
        for (float x : c) {
            n += x * x;
        }
        n = Math.sqrt(n);
        for (int i = 0; i < c.length && n > 0; i++) {
            c[i] /= (float) n;
        }
        return c;
    }
}

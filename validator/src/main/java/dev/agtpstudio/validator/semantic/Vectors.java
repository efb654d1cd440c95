package dev.agtpstudio.validator.semantic;

/** Cosine similarity of embedding vectors. */
public final class Vectors {
    private Vectors() {}

    public static double cosine(float[] a, float[] b) {
        return cosine(dot(a, b), dot(a, a), dot(b, b));
    }

    /** Cosine from a dot product and the two squared norms (0 when either vector is zero). */
    public static double cosine(double dot, double squaredNormA, double squaredNormB) {
        return squaredNormA == 0 || squaredNormB == 0 ? 0 : dot / Math.sqrt(squaredNormA * squaredNormB);
    }

    public static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
